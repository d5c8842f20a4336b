// @vitest-environment jsdom
/**
 * The draw history's fairness proof: each drawn round shows its seed and hash, and Verify says
 * verified for a true round and mismatch for a tampered one, in the player's language — computed
 * in the page with Web Crypto by the history pager's fairCheck.
 */
import { createHash } from 'node:crypto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { prizePagerMachine, type PrizePage } from '../../../machines/games/prize-pager.machine';
import { drawFromSeed } from '../../../models/games/fair';
import { parsePrizeRecord, type PrizeRecord } from '../../../models/games';
import { PrizeHistoryDialog } from '../../../src/games/common/PrizeHistoryDialog';
import i18n from 'i18next';
import { setupI18n } from '../support/render';

const sha256 = (hex: string): string => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const SEED = '3c'.repeat(32);

async function k3Round(prizeNo: string, seed: string | undefined, publishedSeed = SEED): Promise<PrizeRecord> {
  const prizeResult = (await drawFromSeed('k3', publishedSeed)).join(',');
  return parsePrizeRecord({ prizeNo, lotteryId: 1, lotteryType: 'k3', prizeResult, prizeRemark: '', resultTime: '2026-11-28 10:00:00', seedHash: sha256(publishedSeed), ...(seed ? { seed } : {}) });
}

async function showHistory(records: PrizeRecord[]) {
  const fetchPage = fromPromise<PrizePage, { lotteryId: number; pageIndex: number; pageSize: number }>(async () => ({ records, total: records.length }));
  const pager = createActor(prizePagerMachine.provide({ actors: { fetchPage } }), { input: { lotteryId: 1, pageSize: 10 } }).start();
  render(<PrizeHistoryDialog pager={pager} onClose={() => {}} lotteryName="极速快3" />);
  return pager;
}

const rowOf = async (prizeNo: string) => (await screen.findByRole('button', { name: new RegExp(prizeNo) })).closest('[data-testid="round-proof"]') as HTMLElement;

beforeAll(async () => {
  await setupI18n();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-CN');
});

describe('draw history: the fairness proof', () => {
  it('shows each round\'s seed and hash, and says verified after Verify for a true round', async () => {
    await showHistory([await k3Round('202611280001', SEED)]);
    const proof = await rowOf('202611280001');
    expect(within(proof).getByText(SEED)).toBeTruthy();
    expect(within(proof).getByText(sha256(SEED))).toBeTruthy();
    fireEvent.click(within(proof).getByRole('button', { name: '验证第 202611280001 期' }));
    expect(await within(proof).findByText('已验证：种子与哈希一致，并算出相同的开奖号码', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(proof).getByRole('button', { name: '验证第 202611280001 期' }).textContent).toBe('重新验证');
  });

  it('says mismatch for a tampered seed, and tells a round whose seed is not out yet', async () => {
    const tampered = '3d' + SEED.slice(2);
    await showHistory([await k3Round('202611280002', tampered), await k3Round('202611280003', undefined)]);
    const proof = await rowOf('202611280002');
    fireEvent.click(within(proof).getByRole('button', { name: /202611280002/ }));
    expect(await within(proof).findByText('不一致：种子与公布的哈希不符', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('开奖后公开种子')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /验证第/ })).toHaveLength(1);
  });

  it('gives the verdict in the player\'s language', async () => {
    await act(async () => {
      await i18n.changeLanguage('en-US');
    });
    await showHistory([await k3Round('202611280004', SEED, '4f'.repeat(32))]);
    const proof = await rowOf('202611280004');
    fireEvent.click(within(proof).getByRole('button', { name: 'Verify round 202611280004' }));
    expect(await within(proof).findByText('Mismatch: the seed does not match the published hash', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
