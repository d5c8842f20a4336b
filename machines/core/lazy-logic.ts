import type { AnyActorLogic } from 'xstate';

/**
 * Actor logic that lives in a chunk loaded on demand (the account area, a game and its parts),
 * so a player's first page does not download every process of the product.
 *
 * `logic` stands in for the real logic in `setup({ actors })` — it has the real logic's type, and
 * every property read goes to the real logic once `install` has put it in place. The owner loads
 * the chunk first (an invoked `load…` actor that calls `install`) and only then spawns the
 * actor, so nothing reaches the stand-in before it is real; if something does, it says so. The
 * journal, replay and the inspectors see the real machine through it.
 */
export interface LazyLogic<TLogic extends AnyActorLogic> {
  readonly logic: TLogic;
  install(real: TLogic): void;
  readonly installed: boolean;
}

export function lazyLogic<TLogic extends AnyActorLogic>(name: string): LazyLogic<TLogic> {
  let real: TLogic | null = null;
  const target = (): TLogic => {
    if (!real) throw new Error(`${name}: its chunk has not been loaded yet; its owner loads it before starting it`);
    return real;
  };
  const logic = new Proxy({} as TLogic, {
    get: (_, property) => Reflect.get(target(), property),
    has: (_, property) => Reflect.has(target(), property),
  });
  return {
    logic,
    install(logicToUse) {
      real = logicToUse;
    },
    get installed() {
      return real !== null;
    },
  };
}
