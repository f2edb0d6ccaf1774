// The one way the pages talk to the server: JSON in and out, the bearer token attached,
// error bodies turned into ApiError, and the one place that ends a session the server refuses:
// a 401 to the stored token on any call, or a 403 to it on loading a page's data (a GET).

const ACCESS_TOKEN_KEY = 'accessToken';

export const accessToken = {
  get: () => localStorage.getItem(ACCESS_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(ACCESS_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(ACCESS_TOKEN_KEY),
};

export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  /** A checkout's refusal: the message of each cart line that cannot be bought, by tool id. */
  readonly lines: Record<string, string>;

  constructor(message: string, status: number, fields: Record<string, string> = {}, lines: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.lines = lines;
  }
}

export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

export type RequestOptions = {
  /** Omitted: the stored accessToken. null: no credentials. A string: that token. */
  token?: string | null;
  /** The answer is text (a CSV file, say), not JSON. */
  text?: boolean;
  /** The answer is a file (a PDF, say), not JSON. */
  blob?: boolean;
  /** More headers, e.g. a checkout's Idempotency-Key. */
  headers?: Record<string, string>;
  /** A guest order's key, sent as X-Order-Key instead of any token: it opens that order alone. */
  orderKey?: string;
  /** A 403 answers this GET's question (may the caller do this?): the session goes on. */
  forbiddenIsAnswer?: boolean;
};

type ErrorBody = { error?: string; fields?: Record<string, string>; lines?: Record<string, string> };

type SessionEndedListener = (message: string) => void;
let sessionEndedListener: SessionEndedListener | undefined;

/**
 * `listener` hears the server's reason (e.g. "This session has ended: sign in again") when the
 * stored token is refused; by then the token is forgotten. Returns the unsubscribe.
 */
export function onSessionEnded(listener: SessionEndedListener) {
  sessionEndedListener = listener;
  return () => {
    if (sessionEndedListener === listener) sessionEndedListener = undefined;
  };
}

type Answer<T> = { data: T; headers: Headers };

/** A body is sent as JSON, but a file (a Blob) as it is, under its own type. */
function encode(body: unknown): { type?: string; content?: BodyInit } {
  if (body === undefined) return {};
  if (body instanceof Blob) return { type: body.type || 'application/octet-stream', content: body };
  return { type: 'application/json', content: JSON.stringify(body) };
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<Answer<T>> {
  const usesStoredToken = options.token === undefined && !options.orderKey;
  const token = usesStoredToken ? accessToken.get() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.orderKey) headers['X-Order-Key'] = options.orderKey;
  const { type, content } = encode(body);
  if (type) headers['Content-Type'] = type;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: content });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }

  if (options.blob && response.ok) return { data: (await response.blob()) as T, headers: response.headers };
  const text = await response.text();
  const data = options.text && response.ok ? text : parseJson(text);
  if (!response.ok) {
    const { error, fields, lines } = (data ?? {}) as ErrorBody;
    const message = error ?? `Request failed (${response.status})`;
    if (usesStoredToken && refusesSession(method, response.status, options.forbiddenIsAnswer)) endSession(token, message);
    throw new ApiError(message, response.status, fields, lines);
  }
  return { data: data as T, headers: response.headers };
}

/**
 * A 401 means the session is gone. A 403 on loading data means this account may no longer see the
 * page (spec: "401/403 when loading my orders signs the user out"; an admin since demoted); a 403
 * to an action is the page's to report ("You can not make an admin"), as is one to a GET that asks
 * whether the caller may do something (forbiddenIsAnswer).
 */
const refusesSession = (method: string, status: number, forbiddenIsAnswer = false) =>
  status === 401 || (status === 403 && method === 'GET' && !forbiddenIsAnswer);

/** Only once for calls racing with the same dead token, and never for a token stored since. */
function endSession(token: string | null | undefined, message: string) {
  if (!token || accessToken.get() !== token) return;
  accessToken.clear();
  sessionEndedListener?.(message);
}

const dataOf = <T>(answer: Promise<Answer<T>>) => answer.then(({ data }) => data);

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null; // a proxy's HTML error page, for instance
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => dataOf(request<T>('GET', path, undefined, options)),
  /** A GET whose answer's headers matter too, e.g. X-Total-Count of a paged list. */
  getWithHeaders: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => dataOf(request<T>('POST', path, body, options)),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => dataOf(request<T>('PUT', path, body, options)),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => dataOf(request<T>('PATCH', path, body, options)),
  delete: <T>(path: string, options?: RequestOptions) => dataOf(request<T>('DELETE', path, undefined, options)),
  /** A file the server makes, e.g. an invoice's PDF. */
  getBlob: (path: string, options?: RequestOptions) => dataOf(request<Blob>('GET', path, undefined, { ...options, blob: true })),
  /** Saves a CSV file the server makes, e.g. /admin/tools.csv, under `filename`. */
  download: async (path: string, filename: string) => {
    const text = await dataOf(request<string>('GET', path, undefined, { text: true }));
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: filename });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
