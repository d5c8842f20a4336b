/** Route metadata: `handle: { titleKey }` names the page title (a `shell` namespace key). */
export interface RouteHandle {
  titleKey: string;
}

interface MatchLike {
  handle: unknown;
}

/** The title key of the deepest matched route that has one. */
export function titleKeyOf(matches: readonly MatchLike[]): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return null;
}

export function formatPageTitle(pageTitle: string | null, appName: string): string {
  return pageTitle ? `${pageTitle} - ${appName}` : appName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).titleKey === 'string';
}
