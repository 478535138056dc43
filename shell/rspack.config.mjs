import { createShellConfig } from '../tools/rspack/index.mjs';

export default createShellConfig({ dir: import.meta.dirname });
