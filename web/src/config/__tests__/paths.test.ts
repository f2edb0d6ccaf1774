import { describe, expect, it } from 'vitest';

import { safeRedirect } from '../paths';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard/my-order', '/dashboard/my-order'],
    ['/purchase/abc?x=1', '/purchase/abc?x=1'],
    [null, '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
  ])('sends %s to %s', (redirectTo, expected) => {
    expect(safeRedirect(redirectTo)).toBe(expected);
  });
});
