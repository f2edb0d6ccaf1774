import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { drill, tools, wrench } from '@/testing/data';
import { mockApi, reply } from '@/testing/mock-api';
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

describe('Deal of the Day with a deal set', () => {
  // Only the clock is set: the countdown's timer runs as it would.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it("shows the chosen tool, its deal price and the time left to the deal's end", async () => {
    const endsAt = new Date(now.getTime() + 5 * 3_600_000 + 7 * 60_000 + 3000).toISOString();
    mockApi({ 'GET /tools': tools, 'GET /deal': { toolId: drill._id, price: 99.99, endsAt }, 'GET /tool/:id': drill });
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

  it("goes back to the spec's deal once the deal ends", async () => {
    let deal: object = { toolId: drill._id, price: 80, endsAt: new Date(now.getTime() + 1500).toISOString() };
    mockApi({ 'GET /tools': tools, 'GET /deal': () => ({ body: deal }), 'GET /tool/:id': drill });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cordless Drill' })).toBeInTheDocument();

    deal = {};
    vi.setSystemTime(now.getTime() + 2000);
    expect(await screen.findByRole('heading', { level: 2, name: wrench.name })).toBeInTheDocument();
    expect(dealSection()).toHaveTextContent('Price : $550');
  });

  it("shows the spec's deal when the chosen tool is gone", async () => {
    mockApi({
      'GET /tools': tools,
      'GET /deal': { toolId: drill._id, price: 80, endsAt: '2026-11-26T00:00:00Z' },
      'GET /tool/:id': reply(404, { error: 'Tool not found' }),
    });
    renderApp('/');
    await waitFor(() => expect(dealSection()).not.toHaveAttribute('aria-busy', 'true'));
    expect(dealSection()).toHaveTextContent('UNIVERSAL WRENCH 9/32MM');
    expect(dealSection()).toHaveTextContent('Price : $550');
  });

  it('keeps its place but shows no deal until it knows which one runs', () => {
    mockApi({ 'GET /deal': () => new Promise(() => {}) });
    renderApp('/');
    expect(dealSection()).toHaveAttribute('aria-busy', 'true');
    expect(dealSection()).toHaveClass('deal-pending');
  });
});
