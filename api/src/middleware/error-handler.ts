import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import { NotFoundError as OrmNotFoundError } from '@mikro-orm/core';
import { ZodError, z } from 'zod';
import { AppError } from '../modules/common/errors.js';

/** The one error body of the API. */
export interface ErrorBody {
  message: string;
  code: string;
  details?: Record<string, unknown>;
}

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
}

/** Codes and messages for errors thrown by libraries (http-errors from co-body, koa, @koa/router). */
function fromHttpError(status: number, err: HttpLikeError): ErrorBody {
  if (status === 413) return { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' };
  // co-body rethrows JSON.parse's SyntaxError with status 400; raw-body-style parsers tag the type instead.
  if (status === 400 && (err instanceof SyntaxError || err.type === 'entity.parse.failed')) {
    return { message: 'Request body is not valid JSON', code: 'INVALID_JSON' };
  }
  if (status === 415) return { message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' };
  const name = STATUS_CODES[status] ?? 'Error';
  const message = err.expose === true && typeof err.message === 'string' && err.message ? err.message : name;
  return { message, code: name.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '') };
}

/** Maps any thrown value to a status and body; unknown errors become a generic 500. */
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    const body: ErrorBody = { message: err.message, code: err.code };
    if (err.details) body.details = err.details;
    return { status: err.status, body };
  }
  if (err instanceof ZodError) {
    return {
      status: 400,
      body: { message: 'Validation failed', code: 'VALIDATION_ERROR', details: z.flattenError(err).fieldErrors },
    };
  }
  if (err instanceof OrmNotFoundError) {
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  }
  if (err && typeof err === 'object') {
    const e = err as HttpLikeError;
    const status = typeof e.status === 'number' ? e.status : e.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, body: fromHttpError(status, e) };
    }
  }
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_ERROR' } };
}

/**
 * First middleware of the chain: every failure below it, typed or not, leaves as `{ message, code, details? }`.
 * Services throw typed errors and never catch to rewrite them. 5xx are reported through `app.on('error')`,
 * never sent to the client.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const { status, body } = toErrorResponse(err);
      if (status >= 500) ctx.app.emit('error', err, ctx);
      ctx.status = status;
      ctx.body = body;
    }
  };
}
