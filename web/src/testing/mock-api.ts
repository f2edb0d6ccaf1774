// A stand-in for the server at the fetch level: tests register answers per "METHOD /path".
import { defaultBrand } from '@/lib/brand';
import type { Account } from '@/types/api';

import { content, countries, regions, specDeal } from './data';

export type MockRequest = {
  method: string;
  path: string;
  search: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  authorization: string | null;
  idempotencyKey: string | null;
  /** A guest order's key (X-Order-Key). */
  orderKey: string | null;
};

type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

/** An answer: a handler, or `reply(...)`, or any other value sent as a 200 JSON body. */
export type Route = Handler | MockAnswer | unknown;

type RegisteredRoute = { method: string; pattern: RegExp; names: string[]; handler: Handler };

const REPLY = Symbol('reply');

let routes: RegisteredRoute[] = [];
export const requests: MockRequest[] = [];
export const unhandled: string[] = [];

/** An answer with a status, e.g. reply(403, { error: 'Forbidden' }), and maybe headers. */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): MockAnswer {
  return Object.assign({ status, body, headers }, { [REPLY]: true });
}

function toHandler(route: Route): Handler {
  if (typeof route === 'function') return route as Handler;
  if (route && typeof route === 'object' && REPLY in route) return () => route as MockAnswer;
  return () => ({ body: route });
}

/** Registers answers; a later registration of the same call wins. */
export function mockApi(table: Record<string, Route>) {
  for (const [key, route] of Object.entries(table)) {
    const [method, path] = key.split(' ');
    const names: string[] = [];
    const source = path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    routes.unshift({ method, pattern: new RegExp(`^${source}$`), names, handler: toHandler(route) });
  }
}

/** Signs the test in as `account`: a stored token and GET /auth/me answering it. */
export function signInAs(account: Account) {
  localStorage.setItem('accessToken', `api-token-for-${account.email}`);
  mockApi({ 'GET /auth/me': account });
}

export function resetMockApi() {
  routes = [];
  requests.length = 0;
  unhandled.length = 0;
  mockApi({
    'GET /config': {
      payments: { provider: 'sandbox' },
      googleSignIn: false,
      pricesIncludeTax: false,
      feedUrl: 'https://shop.example.com/feeds/google.xml',
      shop: defaultBrand,
    },
    'GET /content': content,
    'GET /tools': [],
    'GET /tools/facets': { total: 0, brands: [], categories: [], specs: [], price: null, ratings: [], inStock: 0 },
    'GET /categories': [],
    'GET /brands': [],
    'GET /ratings': [],
    'GET /ratings/mine': reply(404, { error: 'You have not reviewed the shop' }),
    'GET /cart': { lines: [], subtotal: 0, count: 0, discount: 0 },
    'GET /deal': () => ({ body: specDeal() }),
    'GET /addresses': [],
    'GET /orders/unconfirmed': [],
    'GET /places': ({ search }: MockRequest) => {
      const country = search.get('country');
      if (!country) return { body: countries };
      const unknown = 'Choose a country from the list';
      return regions[country] ? { body: regions[country] } : reply(400, { error: unknown, fields: { country: unknown } });
    },
    'POST /auth/logout': { endedCount: 1 },
  });
}

/** The requests made to `method path`, e.g. requestsTo('POST', '/orders'). */
export function requestsTo(method: string, path: string) {
  return requests.filter((request) => request.method === method && request.path === path);
}

export async function mockFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  const request: MockRequest = {
    method,
    path: decodeURIComponent(url.pathname),
    search: url.searchParams,
    params: {},
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    authorization: headers.get('Authorization'),
    idempotencyKey: headers.get('Idempotency-Key'),
    orderKey: headers.get('X-Order-Key'),
  };
  requests.push(request);

  for (const route of routes) {
    const match = route.method === method ? route.pattern.exec(request.path) : null;
    if (!match) continue;
    route.names.forEach((name, index) => (request.params[name] = match[index + 1]));
    const { status = 200, body, headers: answerHeaders } = await route.handler(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answerHeaders },
    });
  }

  unhandled.push(`${method} ${url.pathname}`);
  return new Response(JSON.stringify({ error: 'No mock for this call' }), { status: 501 });
}
