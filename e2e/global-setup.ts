// Builds every front-end bundle, then starts two copies of the app: a normal one, and one whose
// Bible remote points at an address where nothing answers (the shell must show its error panel).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from './support/chromium';
import { freePort, startApp, type RunningApp } from './support/app-process';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    brokenBibleBaseUrl: string;
    admin: { username: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  findChromium();
  execFileSync(process.execPath, [path.join(rootDir, 'scripts/build.mjs')], { stdio: 'inherit', cwd: rootDir });

  const adminEnv = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  const apps: RunningApp[] = [];
  try {
    const app = await startApp(rootDir, adminEnv);
    apps.push(app);
    const deadPort = await freePort(); // nothing listens there
    const broken = await startApp(rootDir, {
      ...adminEnv,
      REMOTE_URL_MF_BIBLE: `http://127.0.0.1:${deadPort}/mf-manifest.json`,
    });
    apps.push(broken);
    project.provide('baseUrl', app.baseUrl);
    project.provide('brokenBibleBaseUrl', broken.baseUrl);
    project.provide('admin', ADMIN);
  } catch (error) {
    await Promise.all(apps.map((a) => a.stop()));
    throw error;
  }

  return async () => {
    await Promise.all(apps.map((a) => a.stop()));
  };
}
