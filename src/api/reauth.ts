import type { ApiHooks } from './hooks';

/**
 * The one shared silent re-login (spec §8: codes 2 and 401). The first refused request starts
 * `reauthenticate()`; every request refused while it runs waits for the same promise.
 */
export class ReauthGate {
  private pending: Promise<boolean> | null = null;
  /**
   * The token a re-login failed to replace. A request sent with it and refused after that
   * re-login ended (a slow answer, a busy machine) has its verdict already: the session is lost,
   * and a second re-login would only report the loss twice.
   */
  private failedFor: string | null | undefined;

  /**
   * Resolves true when the request that was sent with `tokenUsed` may be sent again. A request
   * refused after another re-login already replaced its token needs no new re-login.
   */
  renew(tokenUsed: string | null, hooks: Pick<ApiHooks, 'getToken' | 'reauthenticate'>): Promise<boolean> {
    if (this.pending) return this.pending;
    const token = hooks.getToken();
    if (token && token !== tokenUsed) return Promise.resolve(true);
    if (this.failedFor !== undefined && this.failedFor === tokenUsed) return Promise.resolve(false);
    const flight = (async () => (await hooks.reauthenticate()) === true)()
      .catch(() => false)
      .then((renewed) => {
        this.failedFor = renewed ? undefined : tokenUsed;
        return renewed;
      })
      .finally(() => {
        this.pending = null;
      });
    this.pending = flight;
    return flight;
  }
}
