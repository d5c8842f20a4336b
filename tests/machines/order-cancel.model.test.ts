import { describe, expect, it } from 'vitest';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { PENDING_ORDER } from '../paths/fixtures/money';
import { orderCancelPaths } from '../paths/order-cancel.paths';

/** Generated paths of the order-cancel machine (tests/paths/order-cancel.paths.ts) on a live actor. */
const paths = generatePaths(orderCancelPaths);

describe('order-cancel machine — generated paths', () => {
  for (const path of paths) {
    it(describePath(orderCancelPaths.machine, path), () =>
      replayPath(orderCancelPaths, path, (snapshot) => {
        if (snapshot.matches('confirming') || snapshot.matches('cancelling')) expect(snapshot.context.orderId).toBe(PENDING_ORDER.orderId);
        if (snapshot.matches('idle')) expect(snapshot.context.orderId).toBeNull();
      }));
  }
});
