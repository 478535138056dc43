import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp, type RunningApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { User } from '../src/modules/auth/user.entity.js';
import { Client, testDatabaseUrl, uniqueDbName } from './utils.js';

function configFor(dbName: string, env: Record<string, string> = {}): AppConfig {
  return { ...loadConfig({ PORT: '0', ...env }), databaseUrl: testDatabaseUrl(dbName) };
}

let running: RunningApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
  vi.restoreAllMocks();
});

describe('admin bootstrap on first start', () => {
  it('creates ADMIN_USERNAME with ADMIN_PASSWORD, who can sign in as admin', async () => {
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    running = await startApp(configFor(uniqueDbName(), { ADMIN_USERNAME: 'Worship.Lead', ADMIN_PASSWORD: 'chosen-password' }));
    const res = await new Client(running.url).login('worship.lead', 'chosen-password');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'worship.lead', role: 'admin' });
    // The chosen password is never echoed.
    expect(logs.mock.calls.flat().join('\n')).not.toContain('chosen-password');
  });

  it('without ADMIN_PASSWORD prints a random password once; a second start creates nothing', async () => {
    const dbName = uniqueDbName();
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    running = await startApp(configFor(dbName));

    const printed = logs.mock.calls.flat().join('\n');
    const match = /password: (\S+)/.exec(printed);
    expect(match).not.toBeNull();
    const password = match![1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await new Client(running.url).login('admin', password)).status).toBe(200);
    await running.close();

    logs.mockClear();
    running = await startApp(configFor(dbName));
    expect(logs.mock.calls.flat().join('\n')).not.toMatch(/password/i);
    const users = await running.orm.em.fork().find(User, {});
    expect(users.map((u) => u.email)).toEqual(['admin']);
    // The first password still works: nothing was reset.
    expect((await new Client(running.url).login('admin', password)).status).toBe(200);
  });

  it('does not create an admin when any user exists', async () => {
    const dbName = uniqueDbName();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    running = await startApp(configFor(dbName, { ADMIN_PASSWORD: 'first-password' }));
    const em = running.orm.em.fork();
    const admin = await em.findOneOrFail(User, { email: 'admin' });
    admin.email = 'renamed-admin';
    await em.flush();
    await running.close();

    running = await startApp(configFor(dbName, { ADMIN_PASSWORD: 'first-password' }));
    const users = await running.orm.em.fork().find(User, {});
    expect(users.map((u) => u.email)).toEqual(['renamed-admin']);
  });
});
