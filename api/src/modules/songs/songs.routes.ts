import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TOTAL_COUNT_HEADER } from '@canticle/shared-ui/contracts';
import { requireAuth, type AuthState } from '../../middleware/require-auth.js';
import { validate, type ValidatedState } from '../../middleware/validate.js';
import { toSongResponse } from './song.entity.js';
import { createSongSchemas, listSongsSchemas, songValidationMessage, updateSongSchemas } from './songs.schemas.js';
import type { SongListCache } from './song-list-cache.js';
import { SongsService } from './songs.service.js';

const options = { message: songValidationMessage };

/**
 * /api/songs: the team's song library. Every route needs a signed-in user; the logic is in SongsService. With a
 * `listCache`, list pages are served from memory while the library is unchanged.
 */
export function songsRoutes(em: EntityManager, listCache?: SongListCache): Router {
  const songs = new SongsService(em, listCache);
  const router = new Router({ prefix: '/api/songs' });

  router.get<AuthState & ValidatedState<typeof listSongsSchemas>>(
    '/',
    requireAuth,
    validate(listSongsSchemas, options),
    async (ctx) => {
      const page = await songs.list(ctx.state.validated.query);
      ctx.set(TOTAL_COUNT_HEADER, String(page.total));
      ctx.type = 'application/json';
      ctx.body = page.body;
    },
  );

  router.get<AuthState>('/:id', requireAuth, async (ctx) => {
    ctx.body = toSongResponse(await songs.get(ctx.params.id!));
  });

  router.post<AuthState & ValidatedState<typeof createSongSchemas>>(
    '/',
    requireAuth,
    validate(createSongSchemas, options),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = toSongResponse(await songs.create(ctx.state.validated.body));
    },
  );

  router.put<AuthState & ValidatedState<typeof updateSongSchemas>>(
    '/:id',
    requireAuth,
    validate(updateSongSchemas, options),
    async (ctx) => {
      ctx.body = toSongResponse(await songs.update(ctx.params.id!, ctx.state.validated.body));
    },
  );

  router.delete<AuthState>('/:id', requireAuth, async (ctx) => {
    await songs.delete(ctx.params.id!);
    ctx.status = 204;
  });

  return router;
}
