import { describe, expect, it } from 'vitest';

import { isOrderState, orderStateLabels, timeLeftToPay } from '../order-state';

const now = Date.parse('2026-01-01T10:00:00Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const pending = (expiresAt?: string) => ({ state: 'pending' as const, expiresAt });

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
