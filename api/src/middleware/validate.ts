import type { Middleware } from 'koa';
import { z } from 'zod';
import { ValidationError } from '../modules/common/errors.js';

export interface ValidationSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export type ValidatedPart = keyof ValidationSchemas;

export interface ValidateOptions {
  /**
   * The 400's message for a part that failed (default 'Validation failed'); `input` is what the client sent.
   * The body keeps the usual shape: `{ message, code: 'VALIDATION_ERROR', details: field errors }`.
   */
  message?: (error: z.ZodError, part: ValidatedPart, input: unknown) => string;
}

/** The parsed parts, typed from the schemas given to `validate`. */
export type Validated<S extends ValidationSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

export interface ValidatedState<S extends ValidationSchemas> {
  validated: Validated<S>;
}

/**
 * Parses body, query and route params with zod and puts the results on `ctx.state.validated`. A ZodError
 * propagates to the error handler, which answers 400 VALIDATION_ERROR with the field errors (or, with
 * `options.message`, a ValidationError with that message and the same details).
 *
 *   router.post('/login', validate({ body: loginInputSchema }), async (ctx) => { ctx.state.validated.body ... })
 */
export function validate<S extends ValidationSchemas>(
  schemas: S,
  options: ValidateOptions = {},
): Middleware<ValidatedState<S>> {
  const parse = (part: ValidatedPart, input: unknown): unknown => {
    const result = schemas[part]!.safeParse(input);
    if (result.success) return result.data;
    if (!options.message) throw result.error;
    throw new ValidationError(options.message(result.error, part, input), z.flattenError(result.error).fieldErrors);
  };
  return async (ctx, next) => {
    const validated: Record<string, unknown> = {};
    if (schemas.params) validated.params = parse('params', (ctx as { params?: unknown }).params ?? {});
    if (schemas.query) validated.query = parse('query', ctx.query);
    if (schemas.body) validated.body = parse('body', ctx.request.body ?? {});
    ctx.state.validated = validated as Validated<S>;
    await next();
  };
}
