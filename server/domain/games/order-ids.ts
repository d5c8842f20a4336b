import type { Queryable } from '../../db/database';

/**
 * Order ids taken from the sequence ahead, a block at a time, so an order on PostgreSQL knows its
 * id (and so its answer, sealed under its Idempotency-Key) before its one statement runs. The
 * next block is asked for when half of this one is left, off the orders' path. Ids of refused
 * orders, and those a node holds when it stops, are gaps; ids of two nodes interleave, as those
 * of a sequence with CACHE do (order lists sort by time first).
 */
export class OrderIds {
  private readonly ids: number[] = [];
  private filling: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly block = 128,
  ) {}

  async next(): Promise<number> {
    // A failed prefetch is retried by the order that finds no id left, and fails that order.
    if (this.ids.length <= this.block / 2) this.fill().catch(() => undefined);
    while (this.ids.length === 0) await this.fill();
    return this.ids.shift()!;
  }

  private fill(): Promise<void> {
    this.filling ??= this.db
      .query<{ id: number }>(`SELECT nextval('bet_orders_id_seq') AS id FROM generate_series(1, $1)`, [this.block])
      .then((rows) => {
        this.ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
      })
      .finally(() => {
        this.filling = null;
      });
    return this.filling;
  }
}
