import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { admin, customer, reviews } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Review } from '@/types/api';

const section = () => screen.getByRole('region', { name: /^User Reviews:/ });
const cards = () => within(section()).queryAllByRole('listitem');

function review(index: number): Review {
  return {
    _id: `r${String(index).padStart(23, '0')}`,
    name: `Reviewer ${index}`,
    ratings: 4,
    description: `Review number ${index}`,
    hidden: false,
  };
}

/** The server's paging: `all` newest first, the total in X-Total-Count. */
function paged(all: Review[]) {
  return ({ search }: MockRequest) => {
    const limit = Number(search.get('limit') ?? 20);
    const offset = Number(search.get('offset') ?? 0);
    return { body: all.slice(offset, offset + limit), headers: { 'X-Total-Count': String(all.length) } };
  };
}

describe('User Reviews on the home page', () => {
  it('counts every review from X-Total-Count and shows the first page', async () => {
    mockApi({ 'GET /ratings': () => ({ body: reviews, headers: { 'X-Total-Count': '45' } }) });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'User Reviews: 45' })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    const [first] = requestsTo('GET', '/ratings');
    expect(first.search.get('limit')).toBe('20');
    expect(first.search.get('offset')).toBe('0');
    expect(first.authorization).toBeNull();
  });

  it('loads the next pages with "Show more reviews"', async () => {
    const all = Array.from({ length: 45 }, (_, index) => review(index + 1));
    mockApi({ 'GET /ratings': paged(all) });
    const { user } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'User Reviews: 45' })).toBeInTheDocument();
    await within(section()).findByText('Review number 20');
    expect(cards()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await within(section()).findByText('Review number 40');
    expect(cards()).toHaveLength(40);
    expect(requestsTo('GET', '/ratings').at(-1)?.search.get('offset')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await within(section()).findByText('Review number 45');
    expect(cards()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Reviews: 45' })).toBeInTheDocument();
  });

  it('offers no "Show more reviews" when one page holds them all', async () => {
    mockApi({ 'GET /ratings': paged(reviews) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'User Reviews: 2' })).toBeInTheDocument();
    await within(section()).findByText('Fast delivery, great drill.');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('gives customers no Remove or Hide button, nor the hidden reviews', async () => {
    signInAs(customer);
    mockApi({ 'GET /ratings': paged(reviews) });
    renderApp('/');
    await within(section()).findByText('Fast delivery, great drill.');
    await screen.findByText(customer.name);
    expect(within(section()).queryByRole('button', { name: /Remove|Hide/ })).not.toBeInTheDocument();
    expect(within(section()).queryByRole('checkbox', { name: 'Show hidden reviews' })).not.toBeInTheDocument();
  });

  it('lets an admin hide a review, list the hidden ones, and show it again', async () => {
    signInAs(admin);
    let stored = [...reviews];
    const setHidden = (id: string, hidden: boolean) => {
      stored = stored.map((item) => (item._id === id ? { ...item, hidden } : item));
    };
    mockApi({
      'GET /ratings': (request: MockRequest) =>
        paged(request.search.get('hidden') === 'true' ? stored : stored.filter((item) => !item.hidden))(request),
      'PUT /admin/ratings/:id/hidden': ({ params, body }: MockRequest) => {
        setHidden(params.id, (body as { hidden: boolean }).hidden);
        return { body: { modifiedCount: 1 } };
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Hide the review by Dana' }));

    expect(requestsTo('PUT', `/admin/ratings/${reviews[0]._id}/hidden`)[0].body).toEqual({ hidden: true });
    expect(await screen.findByRole('heading', { name: 'User Reviews: 1' })).toBeInTheDocument();
    await waitFor(() => expect(within(section()).queryByText('Fast delivery, great drill.')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Show hidden reviews' }));
    expect(await screen.findByRole('heading', { name: 'User Reviews: 2' })).toBeInTheDocument();
    const hiddenAsked = requestsTo('GET', '/ratings').filter((request) => request.search.get('hidden') === 'true');
    expect(hiddenAsked[0].authorization).toBe(`Bearer api-token-for-${admin.email}`);
    const dana = cards().find((card) => card.textContent?.includes('Dana'))!;
    expect(within(dana).getByText('Hidden')).toBeInTheDocument();

    await user.click(within(dana).getByRole('button', { name: 'Show the review by Dana' }));
    expect(requestsTo('PUT', `/admin/ratings/${reviews[0]._id}/hidden`)[1].body).toEqual({ hidden: false });
    await waitFor(() => expect(within(section()).queryByText('Hidden')).not.toBeInTheDocument());
  });

  it('lets an admin remove a review after a confirmation, then shows the list again', async () => {
    signInAs(admin);
    let stored = [...reviews];
    mockApi({
      'GET /ratings': (request: MockRequest) => paged(stored)(request),
      'DELETE /ratings/:id': ({ params }: MockRequest) => {
        stored = stored.filter((item) => item._id !== params.id);
        return { body: { deletedCount: 1 } };
      },
    });
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'User Reviews: 2' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Remove review by Dana' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this review?' });
    expect(dialog).toHaveTextContent('Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', `/ratings/${reviews[0]._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove review by Dana' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('The review by Dana is removed')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/ratings/${reviews[0]._id}`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'User Reviews: 1' })).toBeInTheDocument();
    expect(within(section()).queryByText('Fast delivery, great drill.')).not.toBeInTheDocument();
  });

  it("shows the server's message when a removal fails", async () => {
    signInAs(admin);
    mockApi({ 'GET /ratings': paged(reviews), 'DELETE /ratings/:id': reply(404, { error: 'Review not found' }) });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Remove review by Eli' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Review not found')).toBeInTheDocument();
  });
});
