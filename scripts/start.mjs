// `npm start`: build whatever front-end bundle is missing, then run the API process, which serves the
// API, the shell and every remote from one port. tsx is registered in-process to keep the cold start short.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--missing'], {
  stdio: 'inherit',
  cwd: root,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'api/src/index.ts'));
