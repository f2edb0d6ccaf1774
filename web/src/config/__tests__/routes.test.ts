import { describe, expect, it } from 'vitest';

import { paths } from '../paths';
import { isPageRoute, routePatterns } from '../routes';

// The route objects of paths.ts, the dashboard's included.
function routesOf(tree: object): { path: string; getHref: (...args: string[]) => string }[] {
  return Object.values(tree).flatMap((value) => ('path' in value ? [value] : routesOf(value)));
}

describe('paths and routes.json', () => {
  it('give the router exactly the routes the server serves, each once', () => {
    expect(routesOf(paths).map((route) => route.path).sort()).toEqual([...routePatterns].sort());
  });

  it('link only to pages the server serves', () => {
    for (const route of routesOf(paths)) {
      const href = route.getHref('an-id').split('?')[0];
      expect(isPageRoute(href), href).toBe(true);
    }
  });
});

describe('isPageRoute', () => {
  it.each([
    ['/', true],
    ['/blogs', true],
    ['/blogs/', true],
    ['/Blogs', true],
    ['/purchase/6f1c', true],
    ['/purchase', false],
    ['/purchase/6f1c/more', false],
    ['/dashboard/payment/42', true],
    ['/tools', false],
    ['/webhooks/stripe', false],
    ['/readyz', false],
    ['/no/such/page', false],
  ])('%s: %s', (pathname, expected) => {
    expect(isPageRoute(pathname)).toBe(expected);
  });
});
