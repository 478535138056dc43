import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShellConfig } from '../../tools/rspack/index.mjs';

// Built exactly like the shell (same factory: swc, minify, MF host with shared singletons and the external
// runtime provider), so the only difference in the JS-size benchmark is the app code itself.
const dir = path.dirname(fileURLToPath(import.meta.url));
export default { ...createShellConfig({ dir }), name: 'floor' };
