import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { drill, wrench } from '@/testing/data';
import { mockApi, requestsTo, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { toolsApi } from '@/testing/tools-api';

const now = new Date('2026-11-25T10:00:00Z');
const endsAt = new Date(now.getTime() + 2 * 3_600_000 + 5 * 60_000).toISOString();
const dealDrill = { ...drill, price: 109.5, deal: { price: 94.99, endsAt } };
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article')!;
const config = (pricesIncludeTax: boolean) => ({ payments: { provider: 'sandbox' }, googleSignIn: false, pricesIncludeTax });

describe('the price on a tool card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it.each(['/', '/search'])(
    'on %s is the deal price while the deal runs, the own price struck through, the time left, plus tax',
    async (page) => {
      mockApi({ 'GET /tools': toolsApi([dealDrill, wrench]), 'GET /config': config(false) });
      renderApp(page);

      await waitFor(() => expect(within(card('Cordless Drill')).getByText('plus tax')).toBeInTheDocument());
      const drillCard = card('Cordless Drill');
      expect(within(drillCard).getByText('$94.99')).toBeInTheDocument();
      const was = drillCard.querySelector('s')!;
      expect(was).toHaveTextContent('was $109.50');
      expect(within(was).getByText('was')).toHaveClass('visually-hidden');
      expect(drillCard).toHaveTextContent('$94.99 was $109.50 plus tax');
      expect(drillCard).toHaveTextContent('Deal ends in 02:05:00');

      const wrenchCard = card(wrench.name);
      expect(wrenchCard).toHaveTextContent('$550.00 plus tax');
      expect(wrenchCard.querySelector('s')).toBeNull();
      expect(wrenchCard).not.toHaveTextContent('Deal ends in');
    },
  );

  it('says "tax included" when the shop says its prices include tax, on the cards and the deal banner', async () => {
    mockApi({ 'GET /tools': toolsApi([dealDrill, wrench]), 'GET /config': config(true) });
    renderApp('/');

    await waitFor(() => expect(card('Cordless Drill')).toHaveTextContent('$94.99 was $109.50 tax included'));
    expect(card(wrench.name)).toHaveTextContent('$550.00 tax included');
    const banner = screen.getByText('Deal of the Day', { selector: '.eyebrow' }).closest('section')!;
    expect(banner).toHaveTextContent('Price : $550 tax included');
    expect(screen.queryByText('plus tax')).not.toBeInTheDocument();
  });

  it('asks for the tools again when the countdown reaches zero, and shows what the server answers', async () => {
    const ending = { ...dealDrill, deal: { price: 94.99, endsAt: new Date(now.getTime() + 1500).toISOString() } };
    let answer = toolsApi([ending]);
    mockApi({ 'GET /tools': (request: MockRequest) => answer(request) });
    renderApp('/');

    await waitFor(() => expect(card('Cordless Drill')).toHaveTextContent('$94.99 was $109.50'));
    const asked = requestsTo('GET', '/tools').length;
    answer = toolsApi([{ ...drill, price: 109.5 }]);
    vi.setSystemTime(now.getTime() + 2000);
    await waitFor(() => expect(card('Cordless Drill')).not.toHaveTextContent('$94.99'));
    expect(requestsTo('GET', '/tools').length).toBeGreaterThan(asked);
    expect(card('Cordless Drill')).toHaveTextContent('$109.50 plus tax');
    expect(card('Cordless Drill').querySelector('s')).toBeNull();
  });
});
