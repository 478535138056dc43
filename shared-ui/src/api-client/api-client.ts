import { ApiError, readErrorBody } from './api-error';
import { notifyUnauthorized } from './unauthorized-handler';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export type RequestOptions = {
  /** Skip the global 401 handler (used by the auth probe and the login form). */
  skipUnauthorizedHandler?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** A reply's body together with its headers (e.g. X-Total-Count of a paged list). */
export type ApiResponse<T> = { body: T; headers: Headers };

export type ApiClient = {
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  /** Like `get`, but also returns the response headers. */
  getWithHeaders<T>(path: string, query?: Query, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
};

/** Only parameters with a non-empty value reach the query string. */
export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** JSON replies are parsed; an empty reply is undefined; any other text is returned as is. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(config: { baseUrl?: string } = {}): ApiClient {
  const baseUrl = config.baseUrl ?? '';

  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${baseUrl}${path}`, init);
    if (!response.ok) {
      const raw = await response.text().catch(() => '');
      const parsed = readErrorBody(raw);
      const error = new ApiError(response.status, parsed.text ?? response.statusText, {
        code: parsed.code,
        details: parsed.details,
        serverMessage: parsed.text,
      });
      if (response.status === 401 && !options.skipUnauthorizedHandler) notifyUnauthorized(error);
      throw error;
    }
    return { body: (await readBody(response)) as T, headers: response.headers };
  }

  const bodyOf = async <T>(reply: Promise<ApiResponse<T>>): Promise<T> => (await reply).body;

  return {
    get: (path, query, options) => bodyOf(request('GET', `${path}${buildQueryString(query)}`, undefined, options)),
    getWithHeaders: (path, query, options) => request('GET', `${path}${buildQueryString(query)}`, undefined, options),
    post: (path, body, options) => bodyOf(request('POST', path, body, options)),
    put: (path, body, options) => bodyOf(request('PUT', path, body, options)),
    delete: (path, body, options) => bodyOf(request('DELETE', path, body, options)),
  };
}

/** The one API client every part of Canticle uses (same-origin `/api/...` paths). */
export const apiClient: ApiClient = createApiClient();
