import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CookieKeys } from './cookie-keys.js';

// Koa's default signer (koa → cookies → keygrip), to check both agree.
const Keygrip = createRequire(import.meta.url)('keygrip') as new (keys: string[]) => {
  sign(data: string): string;
  index(data: string, digest: string): number;
};

describe('CookieKeys', () => {
  const data = 'canticle.sid=6f1c2b9e-8a1d-4c63-9d5e-0b7a1f2e3d4c';

  it("signs exactly like keygrip, so cookies signed by Koa's default stay valid", () => {
    for (const secret of ['a-secret-of-sixteen+', 'ünïcode-secret-0123456789', 'x'.repeat(43)]) {
      const keygrip = new Keygrip([secret]);
      const keys = new CookieKeys([secret]);
      expect(keys.sign(data)).toBe(keygrip.sign(data));
      expect(keys.index(data, keygrip.sign(data))).toBe(0);
      expect(keygrip.index(data, keys.sign(data))).toBe(0);
    }
  });

  it('refuses a wrong, truncated or missing signature, and finds the key that signed among several', () => {
    const keys = new CookieKeys(['new-secret-0123456789', 'old-secret-0123456789']);
    const signature = keys.sign(data);
    expect(keys.verify(data, signature)).toBe(true);
    expect(keys.verify(`${data}x`, signature)).toBe(false);
    expect(keys.verify(data, signature.slice(0, -1))).toBe(false);
    expect(keys.verify(data, undefined as unknown as string)).toBe(false);
    expect(keys.index(data, new CookieKeys(['old-secret-0123456789']).sign(data))).toBe(1);
    expect(keys.index(data, new CookieKeys(['another-secret-0123']).sign(data))).toBe(-1);
  });
});
