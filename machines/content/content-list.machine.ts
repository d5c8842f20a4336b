import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * One list of server content on a screen — the home banners, the winners feed, the promotions
 * of /activity: `loading ─▶ ready | failed ─content.retry─▶ loading`, and, with `refreshMs`,
 * fetched again on that rhythm while the screen shows it (a failed refresh keeps what is shown).
 * A failure is a state the screen shows with its retry, never an error thrown into the view.
 * The same machine serves each list; the owner provides its `fetchList`.
 */
export interface ContentListInput {
  /** Fetch again this often while shown; null never. */
  refreshMs: number | null;
}

export interface ContentListContext<T> extends ContentListInput {
  items: T[];
}

export type ContentListEvent = { type: 'content.retry' };

export function createContentListMachine<T>(id: string) {
  return setup({
    types: { context: {} as ContentListContext<T>, events: {} as ContentListEvent, input: {} as ContentListInput },
    actors: {
      fetchList: fromPromise<T[], void>(async () => {
        throw new Error(`${id}: the fetchList actor must be provided`);
      }),
    },
    guards: { once: ({ context }) => context.refreshMs === null },
    delays: { refresh: ({ context }) => context.refreshMs ?? 0 },
  }).createMachine({
    id,
    context: ({ input }) => ({ refreshMs: input.refreshMs, items: [] }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'fetchList',
          onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
          onError: 'failed',
        },
      },
      ready: {
        initial: 'waiting',
        states: {
          waiting: { always: { guard: 'once', target: 'settled' }, after: { refresh: 'refreshing' } },
          refreshing: {
            invoke: {
              src: 'fetchList',
              onDone: { target: 'waiting', actions: assign({ items: ({ event }) => event.output }) },
              onError: 'waiting',
            },
          },
          settled: {},
        },
      },
      failed: { description: 'The list could not be loaded: the view offers a retry.', tags: ['failed'], on: { 'content.retry': 'loading' } },
    },
  });
}

export type ContentListMachine<T> = ReturnType<typeof createContentListMachine<T>>;

export interface ContentListView<T> {
  status: 'loading' | 'ready' | 'failed';
  items: T[];
}

export function contentListStatus<T>(snapshot: SnapshotFrom<ContentListMachine<T>>): ContentListView<T>['status'] {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return 'ready';
}
