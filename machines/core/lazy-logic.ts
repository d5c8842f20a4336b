import { fromPromise, type AnyActorLogic } from 'xstate';

/**
 * Actor logic that lives in a chunk loaded on demand (the account area, a game and its parts),
 * so a player's first page does not download every process of the product.
 *
 * `logic` stands in for the real logic in `setup({ actors })` — it has the real logic's type, and
 * every property read goes to the real logic once its `loader` has put it in place. The owner loads
 * the chunk first (it invokes the `load…` actor that `loader` makes) and only then spawns the
 * actor, so nothing reaches the stand-in before it is real; if something does, it says so. The
 * journal, replay and the inspectors see the real machine through it.
 */
export interface LazyLogic<TLogic extends AnyActorLogic> {
  readonly logic: TLogic;
  /** The owner's `load…` actor: its first run loads the chunk and puts what `load` gives in place. */
  loader(load: () => Promise<TLogic>): ReturnType<typeof fromPromise<void, void>>;
}

export function lazyLogic<TLogic extends AnyActorLogic>(name: string): LazyLogic<TLogic> {
  let real: TLogic | null = null;
  const target = (): TLogic => {
    if (!real) throw new Error(`${name}: not loaded yet`);
    return real;
  };
  const logic = new Proxy({} as TLogic, {
    get: (_, property) => Reflect.get(target(), property),
    has: (_, property) => Reflect.has(target(), property),
  });
  return {
    logic,
    loader: (load) =>
      fromPromise(async () => {
        real ??= await load();
      }),
  };
}
