type UnauthorizedHandler = (error: unknown) => void;

let handler: UnauthorizedHandler | null = null;

/** Registers the one reaction to any 401 (the shell sends the user to login). Pass null to clear. */
export function setUnauthorizedHandler(next: UnauthorizedHandler | null): void {
  handler = next;
}

export function notifyUnauthorized(error: unknown): void {
  handler?.(error);
}
