import { describe, expect, it } from 'vitest';

import { formatPrice } from '../format';

describe('formatPrice', () => {
  it('writes dollars with cents and thousands separators, as the mails do', () => {
    expect(formatPrice(550)).toBe('$550.00');
    expect(formatPrice(899.9)).toBe('$899.90');
    expect(formatPrice(1079.88)).toBe('$1,079.88');
    expect(formatPrice(0.5)).toBe('$0.50');
  });
});
