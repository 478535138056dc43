import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { NotFoundError as OrmNotFoundError } from '@mikro-orm/core';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConflictError, ForbiddenError } from '../modules/common/errors.js';
import { errorHandler, toErrorResponse } from './error-handler.js';

describe('toErrorResponse', () => {
  it('keeps an AppError status, code, message and details', () => {
    expect(toErrorResponse(new ConflictError('Song already in setlist', 'SONG_ALREADY_IN_SETLIST', { songId: 3 }))).toEqual({
      status: 409,
      body: { message: 'Song already in setlist', code: 'SONG_ALREADY_IN_SETLIST', details: { songId: 3 } },
    });
    expect(toErrorResponse(new ForbiddenError())).toEqual({ status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } });
  });

  it('maps a ZodError to 400 with field errors', () => {
    const result = z.object({ name: z.string().min(1, 'Name is required') }).safeParse({ name: '' });
    expect(toErrorResponse(result.error)).toEqual({
      status: 400,
      body: { message: 'Validation failed', code: 'VALIDATION_ERROR', details: { name: ['Name is required'] } },
    });
  });

  it("maps MikroORM's NotFoundError to 404", () => {
    expect(toErrorResponse(new OrmNotFoundError('User not found ({ id: 1 })'))).toEqual({
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    });
  });

  it('does not leak the message of an unexpected error', () => {
    expect(toErrorResponse(new Error('password=hunter2 in connection string'))).toEqual({
      status: 500,
      body: { message: 'Internal server error', code: 'INTERNAL_ERROR' },
    });
    expect(toErrorResponse(Object.assign(new Error('db exploded'), { status: 503 })).status).toBe(500);
  });
});

describe('errorHandler over HTTP', () => {
  it('answers 500 INTERNAL_ERROR and reports the error once', async () => {
    const app = new Koa();
    const reported: unknown[] = [];
    app.on('error', (err) => reported.push(err));
    app.use(errorHandler());
    app.use(() => {
      throw new TypeError('cannot read properties of undefined');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/anything`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
      expect(reported).toHaveLength(1);
      expect(reported[0]).toBeInstanceOf(TypeError);
    } finally {
      server.close();
    }
  });

  it('does not report 4xx errors as server errors', async () => {
    const app = new Koa();
    const onError = vi.fn();
    app.on('error', onError);
    app.use(errorHandler());
    app.use(() => {
      throw new ForbiddenError();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
      expect(onError).not.toHaveBeenCalled();
    } finally {
      server.close();
    }
  });
});
