import type { z } from 'zod';
import {
  REQUIRED_FIELDS_MESSAGE,
  songInputSchema,
  songQuerySchema,
  songUpdateSchema,
} from '@canticle/shared-ui/contracts';
import type { ValidatedPart } from '../../middleware/validate.js';

/** The request schemas are the shared contracts (shared-ui/src/contracts/song.ts), used as they are. */
export const createSongSchemas = { body: songInputSchema };
export const updateSongSchemas = { body: songUpdateSchema };
export const listSongsSchemas = { query: songQuerySchema };

const REQUIRED_FIELDS = new Set(['title', 'lyrics', 'originalKey']);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The message of a 400 for a song request: 'Please fill in all required fields' (spec §5) when a title, lyrics
 * or original key is missing or blank (on a PUT only when the field is sent: absent means 'unchanged'),
 * otherwise the first rule's own message ('Tempo must be between 60 and 200 BPM', ...). The field errors go in
 * `details` either way.
 */
export function songValidationMessage(error: z.ZodError, part: ValidatedPart, input: unknown): string {
  if (part === 'body' && input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const body = input as Record<string, unknown>;
    const missing = error.issues.some((issue) => {
      const field = issue.path[0];
      return typeof field === 'string' && REQUIRED_FIELDS.has(field) && isBlank(body[field]);
    });
    if (missing) return REQUIRED_FIELDS_MESSAGE;
  }
  return error.issues[0]?.message ?? 'Validation failed';
}
