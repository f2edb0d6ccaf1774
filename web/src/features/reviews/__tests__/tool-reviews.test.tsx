import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { admin, customer } from '@/testing/data';
import { accessToken } from '@/lib/api-client';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import type { ToolReview } from '@/types/api';

import { ToolReviews } from '../components/tool-reviews';

const toolId = 'a00000000000000000000001';
const reviewsPath = `/tool/${toolId}/reviews`;

function toolReview(index: number, changes: Partial<ToolReview> = {}): ToolReview {
  return {
    _id: `e${String(index).padStart(23, '0')}`,
    toolId,
    name: `Buyer ${index}`,
    ratings: 4,
    title: `Review title ${index}`,
    description: `Review number ${index}`,
    verified: true,
    createdAt: '2026-01-01T10:00:00Z',
    updatedAt: '2026-01-01T10:00:00Z',
    hidden: false,
    ...changes,
  };
}

/** The server's paging of `shown` (and `hidden` with hidden=true), newest first, with the summary of the shown ones. */
function paged(shown: ToolReview[], hidden: ToolReview[] = []) {
  return ({ search }: MockRequest) => {
    const all = search.get('hidden') === 'true' ? [...hidden, ...shown] : shown;
    const offset = Number(search.get('offset') ?? 0);
    const limit = Number(search.get('limit') ?? 20);
    const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const review of shown) distribution[String(review.ratings)] += 1;
    const sum = shown.reduce((total, review) => total + review.ratings, 0);
    const average = shown.length ? Math.round((sum * 10) / shown.length) / 10 : 0;
    return {
      body: { reviews: all.slice(offset, offset + limit), average, count: shown.length, distribution },
      headers: { 'X-Total-Count': String(all.length) },
    };
  };
}

/** The component as the tool's page will mount it, with a sign-in page to be sent to. */
function renderReviews() {
  const { user } = renderWithProviders(
    <MemoryRouter initialEntries={['/products/a00000000000000000000001/cordless-drill']}>
      <Routes>
        <Route path="/products/:id/:slug" element={<ToolReviews toolId={toolId} />} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

const list = () => screen.getByRole('list', { name: 'Reviews' });

describe('A tool\'s reviews', () => {
  it('shows the average, the bars of stars and the reviews marked verified; a visitor is asked to sign in', async () => {
    const shown = [toolReview(1, { ratings: 5 }), toolReview(2, { ratings: 4 }), toolReview(3, { ratings: 5 })];
    mockApi({ [`GET ${reviewsPath}`]: paged(shown) });
    const { user } = renderReviews();

    expect(await screen.findByRole('img', { name: '4.7 out of 5 stars, 3 reviews' })).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Reviews by stars' })).getAllByRole('listitem');
    expect(bars[0]).toHaveTextContent('2 reviews of 5 stars');
    expect(bars[1]).toHaveTextContent('1 review of 4 stars');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list()).getAllByText('Verified purchase')).toHaveLength(3);
    expect(within(list()).getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(2);
    expect(requestsTo('GET', reviewsPath)[0].authorization).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Sign in to review' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('says which variant each reviewer bought, of a tool with variants', async () => {
    const shown = [toolReview(1, { bought: '18V · Bare tool' }), toolReview(2)];
    mockApi({ [`GET ${reviewsPath}`]: paged(shown) });
    renderReviews();

    expect(await screen.findByText('Bought: 18V · Bare tool')).toBeInTheDocument();
    const [first, second] = within(list()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Bought: 18V · Bare tool');
    expect(second).not.toHaveTextContent('Bought:');
  });

  it('pages through the reviews, newest first', async () => {
    const shown = Array.from({ length: 25 }, (_, index) => toolReview(index + 1));
    mockApi({ [`GET ${reviewsPath}`]: paged(shown) });
    const { user } = renderReviews();

    expect(await screen.findByText('Showing 1–20 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    expect(requestsTo('GET', reviewsPath).at(-1)?.search.get('offset')).toBe('20');
  });

  it('lets a buyer write their review, and shows the server\'s refusal to anyone else as it is', async () => {
    signInAs(customer);
    let posted: unknown;
    mockApi({
      [`GET ${reviewsPath}`]: paged([]),
      [`GET ${reviewsPath}/mine`]: reply(404, { error: 'You have not reviewed this tool' }),
      [`POST ${reviewsPath}`]: reply(403, { error: 'Only customers who bought this tool can review it' }),
    });
    const { user } = renderReviews();

    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Ratings is required')).toBeInTheDocument();
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Ratings (1 to 5)'), '5');
    await user.type(within(form).getByLabelText('Title'), 'Strong and light');
    await user.type(within(form).getByLabelText('Description'), 'Drilled a hundred holes.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only customers who bought this tool can review it');

    const mine = toolReview(9, { name: customer.name, ratings: 5, title: 'Strong and light' });
    mockApi({
      [`POST ${reviewsPath}`]: (request: MockRequest) => {
        posted = request.body;
        mockApi({ [`GET ${reviewsPath}/mine`]: mine, [`GET ${reviewsPath}`]: paged([mine]) });
        return reply(201, { acknowledged: true, insertedId: mine._id });
      },
    });
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(posted).toEqual({ ratings: 5, title: 'Strong and light', description: 'Drilled a hundred holes.' });
    expect(await screen.findByRole('img', { name: '5 out of 5 stars, 1 review' })).toBeInTheDocument();
  });

  it('tells a customer who did not buy the tool why they cannot review it, without a form', async () => {
    signInAs(customer);
    mockApi({
      [`GET ${reviewsPath}`]: paged([toolReview(1)]),
      [`GET ${reviewsPath}/mine`]: reply(403, { error: 'Only customers who bought this tool can review it' }),
    });
    renderReviews();

    expect(await screen.findByText('Only customers who bought this tool can review it.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(accessToken.get()).not.toBeNull(); // the refusal answers the question: still signed in
    expect(within(list()).getByRole('heading', { level: 3, name: 'Review title 1' })).toBeInTheDocument();
  });

  it('lets the author edit and delete their review', async () => {
    signInAs(customer);
    const mine = toolReview(9, { name: customer.name, ratings: 3, title: 'Fine' });
    mockApi({
      [`GET ${reviewsPath}`]: paged([mine]),
      [`GET ${reviewsPath}/mine`]: mine,
      [`PUT ${reviewsPath}/mine`]: { modifiedCount: 1 },
      [`DELETE ${reviewsPath}/mine`]: () => {
        mockApi({ [`GET ${reviewsPath}/mine`]: reply(404, { error: 'You have not reviewed this tool' }), [`GET ${reviewsPath}`]: paged([]) });
        return { body: { deletedCount: 1 } };
      },
    });
    const { user } = renderReviews();

    const own = await screen.findByRole('region', { name: 'Your review' });
    expect(within(own).getByRole('heading', { level: 4, name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews' })).toBeNull(); // shown once, as theirs
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const form = within(own).getByRole('form', { name: 'Edit your review' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Fine');
    await user.clear(within(form).getByLabelText('Ratings (1 to 5)'));
    await user.type(within(form).getByLabelText('Ratings (1 to 5)'), '4');
    await user.click(within(form).getByRole('button', { name: 'Save review' }));
    expect(await within(own).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(requestsTo('PUT', `${reviewsPath}/mine`)[0].body).toEqual({ ratings: 4, title: 'Fine', description: mine.description });

    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('form', { name: 'Write a review' })).toBeInTheDocument();
    expect(requestsTo('DELETE', `${reviewsPath}/mine`)).toHaveLength(1);
  });

  it('lets an admin see the hidden reviews, and hide or show each', async () => {
    signInAs(admin);
    const shown = toolReview(1, { name: 'Ann' });
    const hidden = toolReview(2, {
      name: 'Bob',
      hidden: true,
      hiddenAt: '2026-01-02T10:00:00Z',
      hiddenBy: 'adam@example.com',
    });
    mockApi({
      [`GET ${reviewsPath}`]: paged([shown], [hidden]),
      [`GET ${reviewsPath}/mine`]: reply(404, { error: 'You have not reviewed this tool' }),
      'PUT /admin/reviews/:id/hidden': { modifiedCount: 1 },
    });
    const { user } = renderReviews();

    await within(await screen.findByRole('list', { name: 'Reviews' })).findByText('Review title 1');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Hide the review by Ann' }));
    expect(requestsTo('PUT', `/admin/reviews/${shown._id}/hidden`)[0].body).toEqual({ hidden: true });

    await user.click(screen.getByRole('checkbox', { name: 'Show hidden reviews' }));
    expect(await within(list()).findByText('Review title 2')).toBeInTheDocument();
    expect(requestsTo('GET', reviewsPath).at(-1)?.search.get('hidden')).toBe('true');
    expect(screen.getByText(/Hidden by adam@example.com on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the review by Bob' }));
    expect(requestsTo('PUT', `/admin/reviews/${hidden._id}/hidden`)[0].body).toEqual({ hidden: false });
  });
});
