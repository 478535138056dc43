import { createRemoteConfig } from '../tools/rspack/index.mjs';

export default createRemoteConfig({ dir: import.meta.dirname, name: 'mf_library', title: 'Song Library' });
