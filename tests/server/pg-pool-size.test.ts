import { describe, expect, it } from 'vitest';
import { databaseFromEnv } from '../../server/env';

describe('FASTDRAW_PG_POOL_SIZE and FASTDRAW_PG_ORDER_LANES', () => {
  const url = 'postgres://fastdraw@127.0.0.1/fastdraw';

  it('sets the connections of a node’s pool; unset leaves the default', () => {
    expect(databaseFromEnv({ DATABASE_URL: url, FASTDRAW_PG_POOL_SIZE: '32' })).toEqual({ kind: 'postgres', url, poolSize: 32 });
    expect(databaseFromEnv({ DATABASE_URL: url })).toEqual({ kind: 'postgres', url });
  });

  it('sets the order statements a node keeps in flight (group commit); unset leaves the default', () => {
    expect(databaseFromEnv({ DATABASE_URL: url, FASTDRAW_PG_ORDER_LANES: '1' })).toEqual({ kind: 'postgres', url, orderLanes: 1 });
    expect(() => databaseFromEnv({ DATABASE_URL: url, FASTDRAW_PG_ORDER_LANES: '0' })).toThrow(/FASTDRAW_PG_ORDER_LANES/);
    expect(() => databaseFromEnv({ DATABASE_URL: url, FASTDRAW_PG_ORDER_LANES: 'two' })).toThrow(/FASTDRAW_PG_ORDER_LANES/);
  });

  it('stops start-up on a value that is not a whole number of at least 1', () => {
    expect(() => databaseFromEnv({ DATABASE_URL: url, FASTDRAW_PG_POOL_SIZE: '0' })).toThrow(/FASTDRAW_PG_POOL_SIZE/);
    expect(() => databaseFromEnv({ DATABASE_URL: url, FASTDRAW_PG_POOL_SIZE: 'ten' })).toThrow(/FASTDRAW_PG_POOL_SIZE/);
  });
});
