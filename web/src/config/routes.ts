// The pages' client routes, kept in routes.json: the Go server reads the same file to answer
// these paths with the pages (and every other path with 404), and the dev server forwards
// every other path to the Go server. "indexed" are the public pages the sitemap lists.
import routes from './routes.json' with { type: 'json' };

export { routes };

/** Every client route pattern, like /purchase/:toolId. */
export const routePatterns: string[] = [...Object.values(routes.indexed), ...Object.values(routes.unindexed)];

/**
 * Tells whether pathname is one of the pages, as the router matches it: a `:name` segment
 * stands for any one segment, letters match in either case and a trailing slash is ignored.
 */
export function isPageRoute(pathname: string): boolean {
  const segments = split(pathname);
  return routePatterns.some((pattern) => {
    const want = split(pattern);
    return (
      want.length === segments.length &&
      want.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i].toLowerCase())
    );
  });
}

function split(pathname: string): string[] {
  return pathname.split('/').filter((part) => part !== '');
}
