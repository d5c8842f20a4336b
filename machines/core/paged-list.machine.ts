import { assign, fromPromise, setup, type PromiseActorLogic } from 'xstate';
import type { Paged } from '../../models/bet-records';
import { toFormError, type FormError } from './form-error';

/**
 * One paged list of records, shared by every record page (bet records, fund records, the agent
 * report): a filter kept as a draft until `records.search` applies it, `records.reset` back to the
 * defaults, `records.page` within the page count, and the call's failure as a state with a retry.
 *
 * ```
 * loading ──▶ ready ──records.search | records.reset | records.page | records.reload──▶ loading
 *    └──────▶ failed ──records.retry──▶ loading          (search and reset work from any state)
 * ```
 *
 * The query sent to the injected `fetchPage` is the applied filter, the fixed `params` of the
 * input (e.g. the bet records' lotteryId) and `pageIndex`/`pageSize`. Each record page makes its
 * own machine with `createPagedListMachine<Filter, Row, Params>({ id, pageSize })`.
 */

/** What a record page's call receives. */
export type PageQuery<Filter, Params> = Filter & Params & { pageIndex: number; pageSize: number };

/** The call a record page provides as `fetchPage` (declare it so in `AppCalls`). */
export type PagedCall<Filter, Row, Params = Record<never, never>> = PromiseActorLogic<Paged<Row>, PageQuery<Filter, Params>>;

export interface PagedListInput<Filter, Params> {
  /** The filter on arrival and after a reset (e.g. the default date range). */
  defaults: Filter;
  /** Sent with every query, never changed by the filter form. */
  params: Params;
}

export interface PagedListContext<Filter, Row, Params> {
  pageSize: number;
  defaults: Filter;
  /** What the filter form shows; applied by `records.search`. */
  draft: Filter;
  /** What the rows on screen were fetched with. */
  applied: Filter;
  params: Params;
  page: number;
  rows: Row[];
  total: number;
  /** Why the last call failed (state `failed`). */
  error: FormError | null;
}

export type PagedListEvent<Filter, Row> =
  | { type: 'records.draft'; filter: Partial<Filter> }
  | { type: 'records.search' }
  | { type: 'records.reset' }
  | { type: 'records.page'; page: number }
  /** The same page and filter again (e.g. after the rows changed on the server). */
  | { type: 'records.reload' }
  | { type: 'records.retry' }
  /** One row changed here (e.g. an order cancelled): replace it where `key` matches. */
  | { type: 'records.patch'; key: Partial<Row>; patch: Partial<Row> };

/** Pages of `total` rows, at least one (an empty list still shows page 1 of 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The query of the page on screen: the applied filter, the fixed params, the page. */
export const toQuery = <Filter, Row, Params>(context: PagedListContext<Filter, Row, Params>): PageQuery<Filter, Params> => ({
  ...context.applied,
  ...context.params,
  pageIndex: context.page,
  pageSize: context.pageSize,
});

const matches = <Row>(row: Row, key: Partial<Row>) =>
  (Object.keys(key) as (keyof Row)[]).every((field) => row[field] === key[field]);

export function createPagedListMachine<Filter extends object, Row extends object, Params extends object = Record<never, never>>(options: {
  id: string;
  pageSize: number;
}) {
  return setup({
    types: {
      context: {} as PagedListContext<Filter, Row, Params>,
      events: {} as PagedListEvent<Filter, Row>,
      input: {} as PagedListInput<Filter, Params>,
    },
    actors: {
      // XState cannot type an invoke whose input depends on the machine's type parameters (its
      // `undefined extends Input` test stays unresolved), so the declared input is open here; the
      // query is typed where it is built (`toQuery`) and where it is provided (`PagedCall`).
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      fetchPage: fromPromise<Paged<Row>, any>(async () => {
        throw new Error(`${options.id}: the fetchPage actor must be provided`);
      }),
    },
    guards: {
      isExistingPage: ({ context, event }) =>
        event.type === 'records.page' && Number.isInteger(event.page) && event.page >= 1 && event.page <= pageCount(context.total, context.pageSize),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({
      pageSize: options.pageSize,
      defaults: input.defaults,
      draft: input.defaults,
      applied: input.defaults,
      params: input.params,
      page: 1,
      rows: [],
      total: 0,
      error: null,
    }),
    initial: 'loading',
    on: {
      'records.draft': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.filter }) }) },
      // A search or reset while a page is loading replaces that request.
      'records.search': { target: '.loading', reenter: true, actions: assign({ applied: ({ context }) => context.draft, page: 1 }) },
      'records.reset': {
        target: '.loading',
        reenter: true,
        actions: assign({ draft: ({ context }) => context.defaults, applied: ({ context }) => context.defaults, page: 1 }),
      },
    },
    states: {
      loading: {
        tags: ['loading'],
        description: 'A page is on its way: the filters and pager wait, the table says so.',
        invoke: {
          src: 'fetchPage',
          input: ({ context }: { context: PagedListContext<Filter, Row, Params> }) => toQuery(context),
          onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.list, total: ({ event }) => event.output.total, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => toFormError(event.error), rows: [], total: 0 }) },
        },
      },
      ready: {
        on: {
          'records.page': { guard: 'isExistingPage', target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
          'records.reload': 'loading',
          'records.patch': {
            actions: assign({
              rows: ({ context, event }) => context.rows.map((row) => (matches(row, event.key) ? { ...row, ...event.patch } : row)),
            }),
          },
        },
      },
      failed: {
        tags: ['failed'],
        description: 'The page could not be loaded: the error shows with a retry.',
        on: { 'records.retry': 'loading', 'records.reload': 'loading' },
      },
    },
  });
}

export type PagedListMachine<Filter extends object, Row extends object, Params extends object = Record<never, never>> = ReturnType<
  typeof createPagedListMachine<Filter, Row, Params>
>;
