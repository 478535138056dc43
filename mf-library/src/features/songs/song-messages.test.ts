import { describe, expect, it } from 'vitest';
import { ApiError } from '@canticle/shared-ui/api-client';
import { SONG_CONFLICT_MESSAGE } from '@canticle/shared-ui/contracts';
import { isAbort, isConflict, isNotFound, serverMessage, transposedDescription } from './song-messages';

describe('song messages', () => {
  it("reads the server's message of a failed call, without the status prefix", () => {
    const conflict = new ApiError(409, SONG_CONFLICT_MESSAGE, { code: 'SONG_CONFLICT', serverMessage: SONG_CONFLICT_MESSAGE });
    expect(conflict.message).toBe(`409: ${SONG_CONFLICT_MESSAGE}`);
    expect(serverMessage(conflict)).toBe(SONG_CONFLICT_MESSAGE);
    expect(serverMessage(new ApiError(503, 'Service Unavailable'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('tells a save conflict, a missing song and a cancelled request apart', () => {
    expect(isConflict(new ApiError(409, 'x', { code: 'SONG_CONFLICT' }))).toBe(true);
    expect(isConflict(new ApiError(400, 'x'))).toBe(false);
    expect(isNotFound(new ApiError(404, 'Song not found', { code: 'SONG_NOT_FOUND' }))).toBe(true);
    expect(isNotFound(new Error('404: x'))).toBe(false);
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbort(new Error('AbortError'))).toBe(false);
  });

  it("describes a transposition as the spec's toast does", () => {
    expect(transposedDescription('G', 'A')).toBe('Song transposed from G to A');
  });
});
