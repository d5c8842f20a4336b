import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotteryPath } from '../../../models/api-paths';
import { formatPrizeTexts, LOTTERIES, type RawPrizeRecord } from '../../../models/games';
import type { FastdrawServer } from '../../../server/app';
import { verifyRound } from '../../../models/games/fair';
import { drawFromSeed, newSeed, seedHashOf } from '../../../server/domain/games/fair';
import { call } from '../support/api';
import { drawRound, fakeClock, OPEN_JSK3, openRound, selling, startClockedServer } from './support';

const sha256 = (hex: string): string => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe('the server\'s seeds', () => {
  it('are 32 fresh bytes, hashed and drawn by the models functions the browser verifies with', async () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(seed);
    expect(await seedHashOf(seed)).toBe(sha256(seed));
    for (const { type } of LOTTERIES) expect(await drawFromSeed(type, seed)).toEqual(await drawFromSeed(type, seed));
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
      expect(formatPrizeTexts(lottery.type, await drawFromSeed(lottery.type, seed))).toEqual({ prizeResult: record!.prizeResult, prizeRemark: record!.prizeRemark });

      // What the browser's Verify button runs on the record, as the history dialog has it.
      expect(await verifyRound({ gameType: lottery.type, seed, seedHash: record!.seedHash!, prizeResult: record!.prizeResult })).toEqual({ kind: 'verified' });

      const printed = execFileSync(process.execPath, [script, lottery.type, seed, published.seedHash!], { encoding: 'utf8' }).trim();
      expect(printed).toBe(record!.prizeResult);
    }
  }, 60_000); // ten lotteries, each with a Node process running the snippet: slow on a busy machine

  it('has the snippet refuse a seed that is not the committed one', () => {
    const seed = newSeed();
    expect(() => execFileSync(process.execPath, [script, 'k3', seed, sha256(newSeed())], { stdio: 'pipe' })).toThrow(/not the one committed to/);
  });
});
