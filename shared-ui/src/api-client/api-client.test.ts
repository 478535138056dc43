import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isUnauthorized, setUnauthorizedHandler } from './index';

type Seen = { method?: string; url?: string; contentType?: string; body: string };
let seen: Seen;
let server: Server;
let client: ReturnType<typeof createApiClient>;

function reply(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, body ? { 'Content-Type': type } : {});
  res.end(body);
}

function route(req: IncomingMessage, res: ServerResponse, body: string) {
  seen = { method: req.method, url: req.url, contentType: req.headers['content-type'], body };
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  switch (path) {
    case '/echo': return reply(res, 200, JSON.stringify({ ok: true, method: req.method }));
    case '/paged':
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': '250' });
      return res.end(JSON.stringify([{ id: '1' }]));
    case '/empty': return reply(res, 204, '');
    case '/message': return reply(res, 400, JSON.stringify({ message: 'Title is required', code: 'VALIDATION_ERROR', details: { title: ['Required'] } }));
    case '/error-field': return reply(res, 409, JSON.stringify({ error: 'Already exists' }));
    case '/nested': return reply(res, 404, JSON.stringify({ error: { message: 'Song not found', code: 'SONG_NOT_FOUND' } }));
    case '/plain': return reply(res, 500, 'Something broke', 'text/plain');
    case '/bare': return reply(res, 503, '');
    case '/private': return reply(res, 401, JSON.stringify({ message: 'Unauthorized' }));
    default: return reply(res, 404, '');
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => route(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => setUnauthorizedHandler(null));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiClient requests', () => {
  it('sends only non-empty query parameters', async () => {
    await client.get('/echo', { search: 'grace', genre: '', page: 2, tag: undefined, key: null, all: false });
    expect(seen.url).toBe('/echo?search=grace&page=2&all=false');
  });

  it('leaves the URL bare when every parameter is empty', async () => {
    await client.get('/echo', { search: '' });
    expect(seen.url).toBe('/echo');
  });

  it('sends JSON bodies with a JSON content type and parses JSON replies', async () => {
    const result = await client.post<{ ok: boolean; method: string }>('/echo', { title: 'Amazing Grace' });
    expect(result).toEqual({ ok: true, method: 'POST' });
    expect(seen.contentType).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ title: 'Amazing Grace' });
  });

  it('returns the headers with the body when asked (paged lists)', async () => {
    const { body, headers } = await client.getWithHeaders<Array<{ id: string }>>('/paged', { limit: 200, offset: 0 });
    expect(body).toEqual([{ id: '1' }]);
    expect(headers.get('X-Total-Count')).toBe('250');
    expect(seen.url).toBe('/paged?limit=200&offset=0');
  });

  it('uses PUT and DELETE and accepts an empty reply', async () => {
    await client.put('/echo', { a: 1 });
    expect(seen.method).toBe('PUT');
    expect(await client.delete('/empty')).toBeUndefined();
    expect(seen.method).toBe('DELETE');
  });
});

describe('apiClient errors', () => {
  it("reads the server's message field, code and details", async () => {
    const error = await failure(client.post('/message', {}));
    expect(error.message).toBe('400: Title is required');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual({ title: ['Required'] });
    expect(error.serverMessage).toBe('Title is required');
  });

  it('reads an error field, flat or nested', async () => {
    expect((await failure(client.get('/error-field'))).message).toBe('409: Already exists');
    const nested = await failure(client.get('/nested'));
    expect(nested.message).toBe('404: Song not found');
    expect(nested.code).toBe('SONG_NOT_FOUND');
  });

  it('falls back to raw body text, then status text', async () => {
    expect((await failure(client.get('/plain'))).message).toBe('500: Something broke');
    const bare = await failure(client.get('/bare'));
    expect(bare.message).toBe('503: Service Unavailable');
    expect(bare.serverMessage).toBeUndefined();
  });
});

describe('401 handling', () => {
  it('calls the registered handler on a 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const error = await failure(client.get('/private'));
    expect(error.message).toBe('401: Unauthorized');
    expect(isUnauthorized(error)).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(error);
  });

  it('does not call the handler when the request opts out', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await failure(client.get('/private', undefined, { skipUnauthorizedHandler: true }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not call the handler for other failures', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await failure(client.get('/message'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('recognises unauthorized errors by message too', () => {
    expect(isUnauthorized(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorized(new Error('403: Forbidden'))).toBe(false);
    expect(isUnauthorized('401')).toBe(false);
  });
});
