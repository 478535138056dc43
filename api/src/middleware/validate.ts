import type { Middleware } from 'koa';
import type { z } from 'zod';

export interface ValidationSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
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
 * propagates to the error handler, which answers 400 VALIDATION_ERROR with the field errors.
 *
 *   router.post('/login', validate({ body: loginInputSchema }), async (ctx) => { ctx.state.validated.body ... })
 */
export function validate<S extends ValidationSchemas>(schemas: S): Middleware<ValidatedState<S>> {
  return async (ctx, next) => {
    const validated: Record<string, unknown> = {};
    if (schemas.params) validated.params = schemas.params.parse((ctx as { params?: unknown }).params ?? {});
    if (schemas.query) validated.query = schemas.query.parse(ctx.query);
    if (schemas.body) validated.body = schemas.body.parse(ctx.request.body ?? {});
    ctx.state.validated = validated as Validated<S>;
    await next();
  };
}
