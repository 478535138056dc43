import { createRemoteConfig } from '../tools/rspack/index.mjs';

export default createRemoteConfig({ dir: import.meta.dirname, name: 'mf_performance', title: 'Singers and Musicians' });
