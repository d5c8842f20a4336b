import type { ApiHooks } from './hooks';

/**
 * The one shared silent re-login (spec §8: codes 2 and 401). The first refused request starts
 * `reauthenticate()`; every request refused while it runs waits for the same promise.
 */
export class ReauthGate {
  private pending: Promise<boolean> | null = null;

  /**
   * Resolves true when the request that was sent with `tokenUsed` may be sent again. A request
   * refused after another re-login already replaced its token needs no new re-login.
   */
  renew(tokenUsed: string | null, hooks: Pick<ApiHooks, 'getToken' | 'reauthenticate'>): Promise<boolean> {
    if (this.pending) return this.pending;
    const token = hooks.getToken();
    if (token && token !== tokenUsed) return Promise.resolve(true);
    const flight = (async () => (await hooks.reauthenticate()) === true)()
      .catch(() => false)
      .finally(() => {
        this.pending = null;
      });
    this.pending = flight;
    return flight;
  }
}
