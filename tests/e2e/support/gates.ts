import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds one kind of API call in the browser until the path says how the server answers, so a
 * path suite can look at the page while the machine is in flight (`loggingIn`, `refreshing`) and
 * then let the REAL server answer: `pass()` forwards the request as it is, `refuse(change)`
 * forwards it changed so the real server refuses it (a wrong password, a stale secret) and fails
 * the test when the server took the changed call after all (a change in the wrong field).
 */
export interface Gate {
  /** Waits until the page has sent the call. */
  sent(): Promise<void>;
  pass(): Promise<void>;
  refuse(change: (body: Record<string, unknown>, headers: Record<string, string>) => void): Promise<void>;
  /** `pass` for the first held call and every other one held now (the same call made twice, answered alike). */
  passAll(): Promise<void>;
  /** `refuse` for the first held call and every other one held now. */
  refuseAll(change: (body: Record<string, unknown>, headers: Record<string, string>) => void): Promise<void>;
  /** Lets every held call go as it is, without waiting for one (between paths: a call the page sent and no longer waits for). */
  release(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `base`: where the call lives (`/api`; the deposit's calls are under `/payment`). `times`: hold
 * only that many calls, the rest go straight to the server (a call the app also makes on its own,
 * e.g. the slip's rules when a new round starts, beside the ones the path answers).
 */
export async function gate(page: Page, path: string, base = '/api', times?: number): Promise<Gate> {
  const pattern = `**${base}${path}`;
  const held: Route[] = [];
  let arrived: (() => void) | null = null;
  const handler = (route: Route) => {
    held.push(route);
    arrived?.();
  };
  await page.route(pattern, handler, times === undefined ? {} : { times });
  const next = async () => {
    if (!held.length) await new Promise<void>((resolve) => (arrived = resolve));
    return held.shift()!;
  };
  const refuse = async (route: Route, change: (body: Record<string, unknown>, headers: Record<string, string>) => void) => {
    const request: Request = route.request();
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    const headers = { ...request.headers() };
    change(body, headers);
    // The real server answers; a change it took as a good call would make the path lie: say so.
    const response = await route.fetch({ postData: JSON.stringify(body), headers });
    const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if (answer?.code === 0) throw new Error(`${request.url()}: the server accepted the call refuse() changed; change something it refuses`);
    await route.fulfill({ response });
  };
  // A held call of a page that has gone (a reload between paths) cannot go on: nothing waits for it.
  const quietly = (going: Promise<void>) => going.catch(() => {});
  return {
    sent: async () => {
      if (!held.length) await new Promise<void>((resolve) => (arrived = resolve));
    },
    pass: async () => (await next()).continue(),
    refuse: async (change) => refuse(await next(), change),
    passAll: async () => {
      const first = await next();
      await Promise.all([first, ...held.splice(0)].map((route) => route.continue()));
    },
    refuseAll: async (change) => {
      const first = await next();
      await Promise.all([first, ...held.splice(0)].map((route) => refuse(route, change)));
    },
    release: async () => {
      await Promise.all(held.splice(0).map((route) => quietly(route.continue())));
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
