/** `/api` and everything under `/api/` (but not `/apiary`). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
