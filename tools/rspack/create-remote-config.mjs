import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createBaseConfig } from './base-config.mjs';
import { sharedSingletons } from './shared-deps.mjs';

const runtimeCoreProvider = fileURLToPath(new URL('./runtime-core-provider.js', import.meta.url));
/** One HTML page for every remote's standalone mount; only the title differs. */
const standaloneTemplate = fileURLToPath(new URL('./standalone.html', import.meta.url));

/** File name the standalone index.html loads first (no hash: the template names it). */
export const RUNTIME_CORE_PROVIDER_FILE = 'federation-runtime-core.js';

/**
 * A tiny second build that emits `dist/federation-runtime-core.js` for the standalone page. It cannot be an
 * entry of the remote build itself: the federation runtime starts before any entry module there, and the
 * externals rule would swallow its import.
 */
function createRuntimeCoreProviderConfig({ dir, name, mode }) {
  const base = createBaseConfig({ dir, mode });
  return {
    ...base,
    name: `${name}-runtime-core`,
    dependencies: [name], // runs after the remote build, whose output.clean would delete this file
    entry: { 'federation-runtime-core': runtimeCoreProvider },
    output: { ...base.output, filename: RUNTIME_CORE_PROVIDER_FILE, clean: false, uniqueName: `${name}_runtime_core` },
  };
}

/**
 * A feature remote (mf_library, mf_setlists, ...). It exposes only `./app` (default export `App({ view })`)
 * and emits `remoteEntry.js` plus `mf-manifest.json`, which is what the shell registers at run time.
 * `src/main.ts` is a standalone dev mount on the shared tools/rspack/standalone.html page, so a remote can be built and served alone.
 *
 * Returns a config array (the remote, then the standalone page's runtime-core provider) when externalRuntime
 * is on, which both `rspack build` and scripts/build.mjs accept.
 *
 * @param {{ dir: string, name: string, title: string, mode?: 'production' | 'development', externalRuntime?: boolean }} options
 */
export function createRemoteConfig({ dir, name, title, mode, externalRuntime = true }) {
  const remote = createFederatedRemoteConfig({ dir, name, title, mode, externalRuntime });
  return externalRuntime ? [remote, createRuntimeCoreProviderConfig({ dir, name, mode })] : remote;
}

function createFederatedRemoteConfig({ dir, name, title, mode, externalRuntime }) {
  const base = createBaseConfig({ dir, mode });
  return {
    ...base,
    name,
    entry: { main: './src/main.ts' },
    output: {
      ...base.output,
      // Chunks resolve against wherever remoteEntry.js / mf-manifest.json was loaded from.
      publicPath: 'auto',
      uniqueName: name,
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './app': './src/export-app.tsx' },
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell provides the federation runtime (experiments.provideExternalRuntime), which halves
        // remoteEntry.js. The standalone page gets it from federation-runtime-core.js.
        experiments: externalRuntime ? { externalRuntime: true } : undefined,
      }),
      new rspack.HtmlRspackPlugin({
        template: standaloneTemplate,
        templateParameters: { title: `${title} (${name}, standalone) · Canticle` },
        chunks: ['main'],
        // Absolute URLs so deep links of the standalone page still find their scripts.
        publicPath: '/',
      }),
    ],
  };
}
