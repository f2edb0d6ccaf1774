import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatCountdown } from '@/hooks/use-countdown';
import { createQueryClient } from '@/lib/query-client';

import { DealOfTheDay } from '../components/deal-of-the-day';

describe('formatCountdown', () => {
  it.each([
    [10_000_000, '02:46:40'],
    [3_600_000, '01:00:00'],
    [61_000, '00:01:01'],
    [999, '00:00:01'],
    [0, '00:00:00'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('Deal of the Day countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down each second to the end the server said, and shows nothing further at zero', () => {
    const deal = { toolId: 'a00000000000000000000002', name: 'UNIVERSAL WRENCH 9/32MM', price: 550, endsAt: new Date(Date.now() + 10_000_000).toISOString() };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <DealOfTheDay deal={deal} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const dealEnds = screen.getByText(/Deal Ends In:/);
    expect(dealEnds).toHaveTextContent('Deal Ends In: 02:46:40');

    act(() => vi.advanceTimersByTime(1000));
    expect(dealEnds).toHaveTextContent('Deal Ends In: 02:46:39');

    act(() => vi.advanceTimersByTime(10_000_000 - 2000));
    expect(dealEnds).toHaveTextContent('Deal Ends In: 00:00:01');

    act(() => vi.advanceTimersByTime(1000));
    expect(dealEnds).toHaveTextContent(/^Deal Ends In:\s*$/);
    expect(vi.getTimerCount()).toBe(0);
  });
});
