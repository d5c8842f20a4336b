import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds one kind of API call in the browser until the path says how the server answers, so a
 * path suite can look at the page while the machine is in flight (`loggingIn`, `refreshing`) and
 * then let the REAL server answer: `pass()` forwards the request as it is, `refuse(change)`
 * forwards it changed so the real server refuses it (a wrong password, a stale secret).
 */
export interface Gate {
  /** Waits until the page has sent the call. */
  sent(): Promise<void>;
  pass(): Promise<void>;
  refuse(change: (body: Record<string, unknown>, headers: Record<string, string>) => void): Promise<void>;
  close(): Promise<void>;
}

export async function gate(page: Page, path: string): Promise<Gate> {
  const pattern = `**/api${path}`;
  const held: Route[] = [];
  let arrived: (() => void) | null = null;
  const handler = (route: Route) => {
    held.push(route);
    arrived?.();
  };
  await page.route(pattern, handler);
  const next = async () => {
    if (!held.length) await new Promise<void>((resolve) => (arrived = resolve));
    return held.shift()!;
  };
  return {
    sent: async () => {
      if (!held.length) await new Promise<void>((resolve) => (arrived = resolve));
    },
    pass: async () => (await next()).continue(),
    refuse: async (change) => {
      const route = await next();
      const request: Request = route.request();
      const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
      const headers = { ...request.headers() };
      change(body, headers);
      await route.continue({ postData: JSON.stringify(body), headers });
    },
    close: () => page.unroute(pattern, handler),
  };
}

/** The next call to `path` goes out with a token the server no longer knows, as after expiry. */
export async function expireTokenOnce(page: Page, path: string): Promise<void> {
  const pattern = `**/api${path}`;
  await page.route(
    pattern,
    async (route) => {
      await route.continue({ headers: { ...route.request().headers(), token: 'expired-token' } });
    },
    { times: 1 },
  );
}
