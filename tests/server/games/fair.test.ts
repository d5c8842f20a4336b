import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotteryPath } from '../../../models/api-paths';
import { formatPrizeTexts, LOTTERIES, type RawPrizeRecord } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import { drawFromSeed, newSeed, seedHashOf, seedStream } from '../../../server/domain/games/fair';
import { call } from '../support/api';
import { drawRound, fakeClock, OPEN_JSK3, openRound, selling, startClockedServer } from './support';

const sha256 = (hex: string): string => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe('the seed stream', () => {
  it('is HMAC-SHA256(seed, "0"), (seed, "1"), … read in order, however it is sliced', () => {
    const seed = newSeed();
    const key = Buffer.from(seed, 'hex');
    const blocks = Buffer.concat([0, 1, 2].map((i) => createHmac('sha256', key).update(String(i)).digest()));
    const stream = seedStream(seed);
    const read = Buffer.concat([stream(1), stream(40), stream(3), stream(52)]);
    expect(read.equals(blocks)).toBe(true);
  });

  it('makes the draw a function of the seed alone', () => {
    const seed = newSeed();
    for (const { type } of LOTTERIES) expect(drawFromSeed(type, seed)).toEqual(drawFromSeed(type, seed));
    expect(seedHashOf(seed)).toBe(sha256(seed));
    expect(newSeed()).toMatch(/^[0-9a-f]{64}$/);
  });
});

/** The verification snippet of docs/provably-fair.md, as a reader would copy it. */
function docsSnippet(): string {
  const page = readFileSync(new URL('../../../docs/provably-fair.md', import.meta.url), 'utf8');
  const match = /```js\n([\s\S]*?)```/.exec(page);
  if (!match?.[1]) throw new Error('docs/provably-fair.md has no js snippet');
  return match[1];
}

describe('verifying rounds (commit–reveal)', () => {
  const clock = fakeClock(OPEN_JSK3);
  const folder = mkdtempSync(join(tmpdir(), 'fastdraw-fair-'));
  const script = join(folder, 'verify-round.mjs');
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startClockedServer({ kind: 'memory' }, clock);
    writeFileSync(script, docsSnippet());
  });
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('publishes the hash while the round is open, reveals a seed with that hash after the draw, and the seed gives the result', async () => {
    for (const lottery of LOTTERIES) {
      const slot = await openRound(server, clock, lottery.id);
      const published = await selling(server, lottery.type, lottery.id);
      expect(published).toMatchObject({ currentNo: slot.prizeNo, status: 0, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      await drawRound(server, clock, slot);

      const { list } = (await call<{ list: RawPrizeRecord[] }>(server.app, 'POST', LotteryPath.prizeList, { body: { lotteryId: lottery.id, pageIndex: 1, pageSize: 1 } })).envelope.data;
      const [record] = list;
      expect(record?.prizeNo).toBe(slot.prizeNo);
      const seed = record!.seed!;
      expect(record!.seedHash).toBe(published.seedHash);
      expect(sha256(seed)).toBe(published.seedHash);
      expect(formatPrizeTexts(lottery.type, drawFromSeed(lottery.type, seed))).toEqual({ prizeResult: record!.prizeResult, prizeRemark: record!.prizeRemark });

      const printed = execFileSync(process.execPath, [script, lottery.type, seed, published.seedHash!], { encoding: 'utf8' }).trim();
      expect(printed).toBe(record!.prizeResult);
    }
  });

  it('has the snippet refuse a seed that is not the committed one', () => {
    const seed = newSeed();
    expect(() => execFileSync(process.execPath, [script, 'k3', seed, sha256(newSeed())], { stdio: 'pipe' })).toThrow(/not the one committed to/);
  });
});
