/** Paths a visitor (no token) may open (spec §2); every other path sends a visitor to `/`. */
const OPEN_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/pages/chat/customer-service',
  '/lottery-hall',
  '/activity',
  '/message',
  '/lottery-bet',
  '/trend',
]);

export function isOpenPath(pathname: string): boolean {
  return OPEN_PATHS.has(normalise(pathname)) || pathname.includes('/auth');
}

/** `/home/` and `/home` are the same page to the router, so the guard treats them alike. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
