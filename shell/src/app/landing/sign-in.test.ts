import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '@canticle/shared-ui/api-client';
import { signIn } from './sign-in';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

const reply = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

describe('signIn', () => {
  it('posts the username as email and succeeds on an OK reply', async () => {
    const fetch = reply(200, '{"id":"1"}');
    vi.stubGlobal('fetch', fetch);
    expect(await signIn({ email: 'worship', password: 'pw' })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'worship', password: 'pw' });
  });

  it("shows the server's message without the status prefix, and a 401 here is not a lost session", async () => {
    vi.stubGlobal('fetch', reply(401, '{"message":"Invalid username or password","code":"INVALID_CREDENTIALS"}'));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    expect(await signIn({ email: 'worship', password: 'bad' })).toEqual({
      ok: false,
      title: 'Login Failed',
      description: 'Invalid username or password',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("falls back to 'Invalid credentials' when the server sends no message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 401, statusText: 'Unauthorized' })));
    expect(await signIn({ email: 'worship', password: 'bad' })).toMatchObject({ description: 'Invalid credentials' });
  });

  it('reports a network failure as a connection error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    expect(await signIn({ email: 'worship', password: 'pw' })).toEqual({
      ok: false,
      title: 'Login Error',
      description: 'Unable to connect to server',
    });
  });
});
