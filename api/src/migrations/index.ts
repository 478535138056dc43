import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000_init } from './Migration20261123000000_init.js';
import { Migration20261123120000_songs } from './Migration20261123120000_songs.js';

/**
 * Every migration, oldest first. Listed explicitly (not discovered from the folder) so the same list works
 * under tsx, vitest and any bundled build. Add each new migration file here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261123000000_init', class: Migration20261123000000_init },
  { name: 'Migration20261123120000_songs', class: Migration20261123120000_songs },
];
