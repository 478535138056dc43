/** One typed error for every non-OK API response: message is '<status>: <body text>'. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly details?: unknown;
  /** The text the server sent (its `message`/`error` field or raw body); undefined when it sent none. */
  readonly serverMessage?: string;

  constructor(
    status: number,
    bodyText: string,
    options: { code?: string; details?: unknown; serverMessage?: string } = {},
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.details = options.details;
    this.serverMessage = options.serverMessage;
  }
}

const UNAUTHORIZED_MESSAGE = /^401: .*Unauthorized/;

/** True for a 401 ApiError, or any error whose message reads '401: ...Unauthorized'. */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && UNAUTHORIZED_MESSAGE.test(error.message);
}

/** The server's own text of an error, without the '<status>: ' prefix. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message.replace(/^\d{3}: /, '');
}

type ErrorFields = { message?: unknown; error?: unknown; code?: unknown; details?: unknown };

function pickString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Reads an error body. Accepts `{ message, code, details }`, `{ error: '...' }` and the nested
 * `{ error: { message, code, details } }` shape; anything else is used as raw text.
 */
export function readErrorBody(raw: string): { text?: string; code?: string; details?: unknown } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { text: pickString(raw.trim()) };
  }
  if (typeof parsed !== 'object' || parsed === null) return { text: pickString(raw.trim()) };
  const body = parsed as ErrorFields;
  const nested = typeof body.error === 'object' && body.error !== null ? (body.error as ErrorFields) : undefined;
  const source = nested ?? body;
  const text = pickString(source.message) ?? pickString(body.error) ?? pickString(raw.trim());
  return { text, code: pickString(source.code), details: source.details };
}
