export { createRemoteConfig } from './create-remote-config.mjs';
export { createShellConfig } from './create-shell-config.mjs';
export { sharedSingletons } from './shared-deps.mjs';
