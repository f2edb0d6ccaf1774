import { describe, expect, it } from 'vitest';

import type { OrderState } from '@/types/api';

import {
  adminActions,
  customerActions,
  isOrderState,
  orderNumber,
  orderStateLabels,
  stateAt,
  timeLeftToPay,
} from '../order-state';

const now = Date.parse('2026-01-01T10:00:00Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const pending = (expiresAt?: string) => ({ state: 'pending' as const, expiresAt, price: 1200 });
const inState = (state: OrderState) => ({ state, price: 1200 });

describe('orderNumber', () => {
  it('is # and the last 8 characters of the id in upper case', () => {
    expect(orderNumber({ _id: '65f1c2d3e4a5b6c7d8e9fa0b' })).toBe('#D8E9FA0B');
    expect(orderNumber({ _id: 'c00000000000000000000001' })).toBe('#00000001');
  });
});

describe('state labels', () => {
  it.each([
    ['pending', 'Pending payment'],
    ['paid', 'Paid'],
    ['shipped', 'Shipped'],
    ['cancelled', 'Cancelled'],
    ['expired', 'Expired'],
    ['refunded', 'Refunded'],
  ] as const)('labels %s as %s', (state, label) => {
    expect(orderStateLabels[state]).toBe(label);
  });

  it('knows the six states and nothing else', () => {
    expect(isOrderState('refunded')).toBe(true);
    expect(isOrderState('Paid')).toBe(false);
    expect(isOrderState('')).toBe(false);
    expect(isOrderState(null)).toBe(false);
  });
});

describe('stateAt', () => {
  it('keeps the server state while a pending order has time left', () => {
    expect(stateAt(pending(inMinutes(1)), now)).toBe('pending');
    expect(stateAt(pending(), now)).toBe('pending');
  });

  it('counts a pending order past its expiresAt as expired before the server marks it', () => {
    expect(stateAt(pending(inMinutes(0)), now)).toBe('expired');
    expect(stateAt(pending(inMinutes(-5)), now)).toBe('expired');
  });

  it('leaves other states alone, whatever the clock', () => {
    expect(stateAt({ state: 'paid', expiresAt: inMinutes(-5) }, now)).toBe('paid');
  });
});

describe('timeLeftToPay', () => {
  it.each([
    [42, 'Pay within 42 min'],
    [65, 'Pay within 1 h 5 min'],
    [60, 'Pay within 1 h'],
    [125, 'Pay within 2 h 5 min'],
    [0.5, 'Pay within 1 min'],
    [41.5, 'Pay within 42 min'],
  ])('with %f minutes left says %s', (minutes, text) => {
    expect(timeLeftToPay(pending(inMinutes(minutes)), now)).toBe(text);
  });

  it('says nothing once the time is up, for orders not waiting for payment, or without an expiresAt', () => {
    expect(timeLeftToPay(pending(inMinutes(0)), now)).toBeNull();
    expect(timeLeftToPay(pending(inMinutes(-1)), now)).toBeNull();
    expect(timeLeftToPay({ state: 'paid', expiresAt: inMinutes(10) }, now)).toBeNull();
    expect(timeLeftToPay(pending(), now)).toBeNull();
  });
});

describe('customerActions', () => {
  it('offers Pay and Cancel while the order waits for payment', () => {
    expect(customerActions(pending(inMinutes(10)), now)).toEqual({ pay: true, cancel: true });
  });

  it('offers no Pay for an order without a price', () => {
    expect(customerActions({ ...pending(inMinutes(10)), price: 0 }, now)).toEqual({ pay: false, cancel: true });
  });

  it('offers nothing once the time to pay is up', () => {
    expect(customerActions(pending(inMinutes(-1)), now)).toEqual({ pay: false, cancel: false });
  });

  it.each(['paid', 'shipped', 'cancelled', 'expired', 'refunded'] as const)(
    'offers nothing for a %s order',
    (state) => {
      expect(customerActions(inState(state), now)).toEqual({ pay: false, cancel: false });
    },
  );
});

describe('adminActions', () => {
  it.each([
    ['pending', { ship: false, refund: false, delete: true }],
    ['paid', { ship: true, refund: true, delete: false }],
    // A shipped order is refunded by line: a return.
    ['shipped', { ship: false, refund: true, delete: false }],
    ['cancelled', { ship: false, refund: false, delete: false }],
    ['expired', { ship: false, refund: false, delete: false }],
    ['refunded', { ship: false, refund: false, delete: false }],
  ] as const)('for a %s order allows %o', (state, actions) => {
    expect(adminActions(inState(state), now)).toEqual({ ...actions, ready: false, pickedUp: false });
  });

  it('has a paid pickup order made ready once, and picked up, never shipped', () => {
    const place = { address: '1 Mill Road', hours: 'Mon–Fri 9–17' };
    const paid = { ...inState('paid'), pickup: place };
    expect(adminActions(paid, now)).toEqual({ ship: false, ready: true, pickedUp: true, refund: true, delete: false });
    const ready = { ...paid, pickup: { ...place, readyAt: inMinutes(-5) } };
    expect(adminActions(ready, now)).toMatchObject({ ship: false, ready: false, pickedUp: true });
    expect(adminActions({ ...inState('shipped'), pickup: place }, now)).toMatchObject({ ready: false, pickedUp: false, refund: true });
  });

  it('offers no Delete once a pending order is past its expiresAt', () => {
    expect(adminActions(pending(inMinutes(-1)), now).delete).toBe(false);
  });
});
