import type { Middleware } from 'koa';
import { RequestContext } from '@mikro-orm/core';
import type { Orm } from '../db/orm.js';

/** A fresh EntityManager (identity map) per request; `orm.em` resolves to it inside the request. */
export function requestContext(orm: Orm): Middleware {
  return (_ctx, next) => RequestContext.create(orm.em, next);
}
