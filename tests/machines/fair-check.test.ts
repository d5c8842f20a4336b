/**
 * Verifying a drawn round from the history pager: `pager.verify` spawns the round's fairCheck,
 * which runs the models' verifyRound (real Web Crypto) and ends verified, mismatch.hash,
 * mismatch.result or failed — and verifies again on request.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fairCheckId, fairCheckMachine, fairCheckStatus } from '../../machines/games/fair-check.machine';
import { prizePagerMachine, type PrizePage } from '../../machines/games/prize-pager.machine';
import { drawFromSeed, type FairVerdict } from '../../models/games/fair';
import { parsePrizeRecord, type GameType, type PrizeRecord } from '../../models/games';

const sha256 = (hex: string): string => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const SEED = '5e'.repeat(32);
const OTHER_SEED = '7a'.repeat(32);

async function drawn(prizeNo: string, gameType: GameType, change: Partial<PrizeRecord> = {}): Promise<PrizeRecord> {
  const result = (await drawFromSeed(gameType, SEED)).join(',');
  return { ...parsePrizeRecord({ prizeNo, lotteryId: 1, lotteryType: gameType, prizeResult: result, prizeRemark: '', resultTime: '2026-11-28 10:00:00', seed: SEED, seedHash: sha256(SEED) }), ...change };
}

function startPager(records: PrizeRecord[], verify?: () => Promise<FairVerdict>) {
  const fetchPage = fromPromise<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>(async () => ({ records, total: records.length }));
  const machine = prizePagerMachine.provide({
    actors: { fetchPage, ...(verify ? { fairCheck: fairCheckMachine.provide({ actors: { verify: fromPromise(verify) } }) } : {}) },
  });
  return createActor(machine, { input: { lotteryId: 1, pageSize: 10 } }).start();
}

type Pager = ReturnType<typeof startPager>;

async function verified(pager: Pager, prizeNo: string) {
  await waitFor(pager, (s) => s.matches('ready'));
  pager.send({ type: 'pager.verify', prizeNo });
  const check = pager.getSnapshot().children[fairCheckId(prizeNo)];
  expect(check).toBeDefined();
  await waitFor(check!, (s) => !s.matches('verifying') && !s.matches('idle'));
  return check!;
}

describe('fairCheck in the history pager', () => {
  it('verifies a round whose seed has the published hash and gives the published result', async () => {
    const pager = startPager([await drawn('001', 'pc28'), await drawn('002', 'pk10')]);
    const check = await verified(pager, '002');
    expect(fairCheckStatus(check.getSnapshot())).toBe('verified');
    expect(check.getSnapshot().matches('verified')).toBe(true);
    expect(pager.getSnapshot().children[fairCheckId('001')]).toBeUndefined();
    expect(pager.system.get('fairCheck:1:002')).toBe(check);
  });

  it('says mismatch (hash) for a seed that is not the committed one, and mismatch (result) for another result', async () => {
    const tamperedSeed = await drawn('003', 'k3', { seed: OTHER_SEED });
    const otherResult = await drawn('004', 'hp8', { prizeResult: (await drawFromSeed('hp8', OTHER_SEED)).join(',') });
    const pager = startPager([tamperedSeed, otherResult]);
    expect((await verified(pager, '003')).getSnapshot().matches({ mismatch: 'hash' })).toBe(true);
    expect(fairCheckStatus((await verified(pager, '004')).getSnapshot())).toBe('resultMismatch');
  });

  it('fails without a verdict when the check cannot run, and verifies again on request', async () => {
    let runs = 0;
    const pager = startPager([await drawn('005', 'ssc')], async () => {
      runs += 1;
      if (runs === 1) throw new Error('no crypto.subtle here');
      return { kind: 'verified' };
    });
    const check = await verified(pager, '005');
    expect(fairCheckStatus(check.getSnapshot())).toBe('failed');
    pager.send({ type: 'pager.verify', prizeNo: '005' });
    await waitFor(check, (s) => s.matches('verified'));
    expect(pager.getSnapshot().children[fairCheckId('005')]).toBe(check);
  });

  it('has nothing to verify for a round without a revealed seed, or one not on the page', async () => {
    const pager = startPager([await drawn('006', 'k3', { seed: undefined })]);
    await waitFor(pager, (s) => s.matches('ready'));
    pager.send({ type: 'pager.verify', prizeNo: '006' });
    pager.send({ type: 'pager.verify', prizeNo: '999' });
    expect(Object.keys(pager.getSnapshot().children)).toEqual([]);
  });
});
