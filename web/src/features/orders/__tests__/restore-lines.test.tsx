import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { customer, drill, expiredOrder, now, orders } from '@/testing/data';
import { mockApi, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Cart } from '@/types/api';

beforeEach(() => {
  signInAs(customer);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => vi.useRealTimers());

const restoreLabel = /^Put the tools of order #\w+ back in the cart$/;

describe('an order cancelled or expired unpaid', () => {
  it('offers to put its lines back into the cart, and says what changed', async () => {
    const merged: Cart = {
      lines: [],
      subtotal: 0,
      count: 10,
      discount: 0,
      parts: [],
      changes: [{ toolId: drill._id, toolsName: 'Tape Measure', message: 'Lowered to 8: only 8 left' }],
    };
    mockApi({ 'GET /orders': orders, 'GET /cart': merged, 'POST /cart/merge': merged });
    const { user } = renderApp('/dashboard/my-order');

    // The cancelled and the expired orders, none other.
    expect(await screen.findAllByRole('button', { name: restoreLabel })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: `Put the tools of order ${expiredOrder.orderNumber} back in the cart` }));

    expect(await screen.findByText(/Back in your cart, with changes: Tape Measure: Lowered to 8: only 8 left/)).toBeInTheDocument();
    expect(requestsTo('POST', '/cart/merge')[0].body).toEqual({ lines: [{ toolId: drill._id, quantity: 10 }] });
    expect(screen.getByRole('link', { name: 'Your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getAllByRole('button', { name: restoreLabel })).toHaveLength(1);
  });
});
