import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({}, '/srv/canticle');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/canticle/.data',
      embeddedPgPort: 5433,
      adminUsername: 'admin',
      adminPassword: undefined,
      sessionSecret: undefined,
      trustProxy: false,
      cacheReads: true,
    });
    // The repository root, found from this file's location rather than the working directory.
    expect(config.staticRoot).toBe(path.resolve(import.meta.dirname, '../..'));
    expect(config.remoteUrls.mf_library).toBe('/mf/mf-library/mf-manifest.json');
    expect(Object.keys(config.remoteUrls)).toHaveLength(6);
  });

  it('reads overrides, treating empty strings as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://u:p@db/canticle',
        DATA_DIR: 'var/data',
        ADMIN_USERNAME: 'worship-lead',
        ADMIN_PASSWORD: '',
        SESSION_SECRET: 'a'.repeat(32),
        TRUST_PROXY: '1',
        STATIC_ROOT: '/opt/canticle-web',
        REMOTE_URL_MF_BIBLE: 'https://cdn.example/bible/mf-manifest.json',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://u:p@db/canticle',
      dataDir: '/srv/var/data',
      adminUsername: 'worship-lead',
      adminPassword: undefined,
      trustProxy: true,
      staticRoot: '/opt/canticle-web',
    });
    expect(config.remoteUrls.mf_bible).toBe('https://cdn.example/bible/mf-manifest.json');
    expect(config.remoteUrls.mf_admin).toBe('/mf/mf-admin/mf-manifest.json');
  });

  it('CACHE_READS=0 (or false) turns the read caches off; empty or 1 leaves them on', () => {
    expect(loadConfig({ CACHE_READS: '0' }).cacheReads).toBe(false);
    expect(loadConfig({ CACHE_READS: 'false' }).cacheReads).toBe(false);
    expect(loadConfig({ CACHE_READS: '' }).cacheReads).toBe(true);
    expect(loadConfig({ CACHE_READS: '1' }).cacheReads).toBe(true);
  });

  it('refuses bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow();
    expect(() => loadConfig({ CACHE_READS: 'off' })).toThrow();
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 16/);
  });
});
