import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createBaseConfig } from './base-config.mjs';
import { sharedSingletons } from './shared-deps.mjs';

/**
 * The shell (MF host). It knows no remote at build time (`remotes: {}`): `src/federation/remote-registry.ts`
 * registers them from `/remotes.json` at run time, so a remote can move without rebuilding the shell.
 *
 * @param {{ dir: string, mode?: 'production' | 'development' }} options
 */
export function createShellConfig({ dir, mode }) {
  const base = createBaseConfig({ dir, mode });
  return {
    ...base,
    name: 'shell',
    entry: { main: './src/main.ts' },
    output: { ...base.output, publicPath: '/', uniqueName: 'shell' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        // The default ('version-first') fetches every remote's manifest at start-up, so ONE unreachable remote
        // blanks the whole shell (#RUNTIME-003). 'loaded-first' fetches a remote only when its route opens.
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        // Remotes are built with experiments.externalRuntime and take the runtime core from the shell.
        experiments: { provideExternalRuntime: true },
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'index.html'),
        publicPath: '/',
      }),
    ],
  };
}
