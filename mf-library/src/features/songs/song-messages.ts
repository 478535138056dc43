/** The song toasts of the spec (§8) and how an API failure is read for them. */
import { ApiError } from '@canticle/shared-ui/api-client';
import { toast } from '@canticle/shared-ui/toast';

export const SONG_TOASTS = {
  created: 'Song created successfully',
  updated: 'Song updated successfully',
  deleted: 'Song deleted successfully',
  saveFailed: 'Failed to save song',
  deleteFailed: 'Failed to delete song',
  updateFailed: 'Failed to update song',
  transposed: 'Chords Transposed',
} as const;

export const transposedDescription = (from: string, to: string) => `Song transposed from ${from} to ${to}`;

/** The server's own message of a failure (without the '<status>: ' prefix), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error && error.name !== 'AbortError') return error.message || undefined;
  return undefined;
}

/** Someone saved the song after it was loaded (409 SONG_CONFLICT). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.code === 'SONG_CONFLICT');
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function toastSuccess(title: string, description?: string) {
  toast({ title, description });
}

export function toastFailure(title: string, error?: unknown) {
  toast({ title, description: error === undefined ? undefined : serverMessage(error), variant: 'destructive' });
}
