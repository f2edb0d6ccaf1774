import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { drill, tools, variantDrill, wrench } from '@/testing/data';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

import { formatDealPrice } from '../deal';

const now = new Date('2026-11-25T10:00:00Z');
const dealSection = () => screen.getByText('Deal of the Day', { selector: '.eyebrow' }).closest('section')!;

describe('formatDealPrice', () => {
  it.each([
    [550, '$550'],
    [429.99, '$429.99'],
    [99.5, '$99.50'],
  ])("writes %d in the spec's style as %s", (price, text) => {
    expect(formatDealPrice(price)).toBe(text);
  });
});

describe('Deal of the Day', () => {
  // Only the clock is set: the countdown's timer runs as it would.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  const drillDeal = (price: number, endsAt: string) => ({ toolId: drill._id, name: drill.name, image: drill.image, price, endsAt });

  it("shows the deal the server says runs, its price and the time left to its end", async () => {
    const endsAt = new Date(now.getTime() + 5 * 3_600_000 + 7 * 60_000 + 3000).toISOString();
    mockApi({ 'GET /tools': tools, 'GET /deal': drillDeal(99.99, endsAt) });
    renderApp('/');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Cordless Drill' });
    const deal = heading.closest('section')!;
    expect(deal).toHaveTextContent('Price : $99.99');
    expect(deal).toHaveTextContent('Deal Ends In: 05:07:03');
    expect(deal).not.toHaveAttribute('aria-busy', 'true');
    expect(within(deal).getByRole('img', { name: 'Cordless Drill' })).toHaveAttribute('src', drill.image);
    expect(within(deal).getByRole('link', { name: 'Buy Now: Cordless Drill' })).toHaveAttribute('href', `/purchase/${drill._id}`);
    expect(screen.queryByRole('heading', { level: 2, name: wrench.name })).not.toBeInTheDocument();
  });

  it("leads a deal on a variant to Buy Now of that variant", async () => {
    const [, eighteenBare] = variantDrill.variants;
    const endsAt = new Date(now.getTime() + 3_600_000).toISOString();
    mockApi({
      'GET /tools': tools,
      'GET /deal': { toolId: variantDrill._id, variantId: eighteenBare._id, name: variantDrill.name, image: variantDrill.image, price: 109, endsAt },
    });
    renderApp('/');

    const deal = (await screen.findByRole('heading', { level: 2, name: variantDrill.name })).closest('section')!;
    expect(within(deal).getByRole('link', { name: `Buy Now: ${variantDrill.name}` })).toHaveAttribute(
      'href',
      `/purchase/${variantDrill._id}?variant=${eighteenBare._id}`,
    );
  });

  it('shows nothing further when the countdown reaches zero, and asks nothing more', async () => {
    mockApi({ 'GET /tools': tools, 'GET /deal': drillDeal(80, new Date(now.getTime() + 1500).toISOString()) });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cordless Drill' })).toBeInTheDocument();
    expect(dealSection()).toHaveTextContent(/Deal Ends In:\s*00:00:0[12]/);

    vi.setSystemTime(now.getTime() + 2000);
    await waitFor(() => expect(dealSection()).toHaveTextContent(/Deal Ends In:\s*Buy Now/));
    expect(requestsTo('GET', '/deal')).toHaveLength(1);
  });

  it('shows no deal when the shop has none', async () => {
    mockApi({ 'GET /deal': null });
    renderApp('/');
    await screen.findByRole('heading', { name: 'About Us' });
    expect(screen.queryByText('Deal of the Day')).not.toBeInTheDocument();
    expect(screen.queryByText('Deal Ends In:')).not.toBeInTheDocument();
  });

  it('keeps its place but shows no deal until it knows which one runs', () => {
    mockApi({ 'GET /deal': () => new Promise(() => {}) });
    renderApp('/');
    expect(dealSection()).toHaveAttribute('aria-busy', 'true');
    expect(dealSection()).toHaveClass('deal-pending');
  });
});
