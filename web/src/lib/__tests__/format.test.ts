import { describe, expect, it } from 'vitest';

import { formatPrice } from '../format';

describe('formatPrice', () => {
  it('writes dollars with cents and thousands separators, as the mails do', () => {
    expect(formatPrice(550)).toBe('$550.00');
    expect(formatPrice(899.9)).toBe('$899.90');
    expect(formatPrice(1079.88)).toBe('$1,079.88');
    expect(formatPrice(0.5)).toBe('$0.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(1234567.89)).toBe('$1,234,567.89');
    expect(formatPrice(0.29)).toBe('$0.29');
  });

  it('writes every amount as en-US currency does', () => {
    const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (let cents = -200_000; cents <= 2_000_000; cents += 997) {
      expect(formatPrice(cents / 100)).toBe(currency.format(cents / 100));
    }
  });
});
