// Standalone remote pages only (built by createRuntimeCoreProviderConfig, loaded by the remote's index.html
// before its own scripts). Remotes are built with experiments.externalRuntime, so their federation runtime reads
// the runtime core from globalThis._FEDERATION_RUNTIME_CORE, which the shell normally provides
// (experiments.provideExternalRuntime). Served alone, a remote page must get it from here instead.
import * as runtimeCore from '@module-federation/runtime-core';

if (!globalThis._FEDERATION_RUNTIME_CORE) {
  globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone-remote', version: 'local' };
}
