import { describe, expect, it } from 'vitest';

import { formatPrice, mailtoHref } from '../format';

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

describe('mailtoHref', () => {
  it('keeps a plain address as it is', () => {
    expect(mailtoHref('dana@example.com')).toBe('mailto:dana@example.com');
  });

  it('encodes what would add headers or end the address, each side of the @', () => {
    expect(mailtoHref('g@x.test?cc=evil@evil.example&body=pay')).toBe(
      'mailto:g@x.test%3Fcc%3Devil@evil.example%26body%3Dpay',
    );
    expect(mailtoHref('a+b#c@x.test')).toBe('mailto:a%2Bb%23c@x.test');
    expect(mailtoHref('100%@x.test')).toBe('mailto:100%25@x.test');
  });
});
