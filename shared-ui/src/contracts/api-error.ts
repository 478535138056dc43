import { z } from 'zod';

/** The body of every non-OK API response. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
