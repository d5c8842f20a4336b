/**
 * What one client socket may send: a token bucket of packages and one of bytes, each refilled at
 * its rate per second up to its burst. Every frame is charged before it is decoded (its bytes, and
 * its packages — at least one), so a frame packed with thousands of packages costs what it holds;
 * a socket whose frame does not fit is closed by its endpoint (chat gateway, follow rooms).
 */

export interface BudgetRate {
  /** Refilled per second. */
  perSecond: number;
  /** Most that can be spent at once (the bucket starts full). */
  burst: number;
}

export interface SocketBudget {
  /** Spends `packages` and `bytes`; false (nothing spent) when either bucket has too little. */
  take(packages: number, bytes: number): boolean;
  /** Packages that could be spent right now. */
  readonly packagesLeft: number;
}

export function socketBudget(packages: BudgetRate, bytes: BudgetRate, now: () => number = Date.now): SocketBudget {
  let packageTokens = packages.burst;
  let byteTokens = bytes.burst;
  let at = now();
  const refill = (): void => {
    const time = now();
    const seconds = Math.max(0, time - at) / 1000;
    at = time;
    packageTokens = Math.min(packages.burst, packageTokens + seconds * packages.perSecond);
    byteTokens = Math.min(bytes.burst, byteTokens + seconds * bytes.perSecond);
  };
  return {
    take(packageCount, byteCount) {
      refill();
      if (packageCount > packageTokens || byteCount > byteTokens) return false;
      packageTokens -= packageCount;
      byteTokens -= byteCount;
      return true;
    },
    get packagesLeft() {
      refill();
      return Math.floor(packageTokens);
    },
  };
}
