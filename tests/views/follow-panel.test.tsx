// @vitest-environment jsdom
/**
 * The follow-bet panel on the betting page (src/games/common/FollowPanel.tsx) on the real root
 * actor system, the fake platform with its fake room server (tests/support/fake-follow.ts) and
 * a SimulatedClock: what the room sends shows as chat, following asks first and places the same
 * order, refusals show in the dialog, the connection's state and its retry.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderRequest } from '../../models/games';
import { demoUser } from '../support/demo-user';
import { betItem, betMessage, broadcast } from '../support/fake-follow';
import { ROUND_MS } from '../support/fake-platform';
import { LotteryBetPage } from '../../src/pages/lottery-bet/LotteryBetPage';
import { setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  window.scrollTo = vi.fn() as never;
});

const WAIT = { timeout: 15_000 };

async function openGame(options: RenderAppOptions = {}) {
  const app = await renderApp(<LotteryBetPage />, { path: '/lottery-bet?lotteryId=1', ...options });
  await screen.findByRole('button', { name: '确认投注' }, WAIT);
  await flush();
  return app;
}

const panel = () => screen.getByRole('region', { name: '实时跟投' });
const feed = () => within(panel()).getByRole('log', { name: '跟投消息' });
const bubbles = () => within(feed()).queryAllByTestId('follow-bet');

async function roomSends(app: Awaited<ReturnType<typeof openGame>>, frame: unknown) {
  await act(async () => broadcast(app.platform.state.follow, frame));
  await flush();
}

describe('the follow-bet panel', () => {
  it('shows the connection, other players’ bets as bubbles with a Follow button only for the current round', async () => {
    const app = await openGame();
    expect(within(panel()).getByTestId('follow-connection').textContent).toBe('实时');
    expect(within(feed()).getByText('暂无消息，玩家投注后会显示在这里。')).toBeTruthy();
    const no = app.platform.currentRoundNo(1);
    await roomSends(app, betMessage(900, [betItem('1000999')]));
    await roomSends(app, betMessage(901, [betItem(no)]));
    const [past, current] = bubbles();
    expect(within(past!).getByText('de***02')).toBeTruthy();
    expect(within(past!).getByText('和值 · 10')).toBeTruthy();
    expect(within(past!).queryByRole('button')).toBeNull();
    expect(within(past!).getByText('该期已结束，不能跟投')).toBeTruthy();
    expect(within(current!).getByText('1.00元 × 1 注')).toBeTruthy();
    expect(within(current!).getByRole('button', { name: `跟投 de***02 第 ${no} 期的注单` })).toBeTruthy();
    // Every entry is an item of a real list inside the log (axe: a list given role="log" is no list).
    const entries = within(feed()).getAllByRole('listitem');
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) expect(entry.parentElement?.closest('ol, ul')?.hasAttribute('role')).toBe(false);
  });

  it('follows after a confirmation showing lottery, round, play, stake and total; the order is placed and listed as the player’s own', async () => {
    const app = await openGame();
    const no = app.platform.currentRoundNo(1);
    await roomSends(app, betMessage(901, [betItem(no), betItem(no, { ruleItemId: 10109, ruleItemName: '11', bettingNumbers: '11', bettingAmount: 200, bettingTotal: 200 })]));
    fireEvent.click(within(bubbles()[0]!).getByRole('button', { name: /^跟投/ }));
    await flush();
    const dialog = await screen.findByRole('dialog', { name: '确认跟投' });
    expect(within(dialog).getByText('极速快3')).toBeTruthy();
    expect(within(dialog).getByText(no)).toBeTruthy();
    expect(within(dialog).getByText('和值 · 10')).toBeTruthy();
    expect(within(dialog).getByText('2.00元 × 1 注')).toBeTruthy();
    expect(within(dialog).getByText('3.00元')).toBeTruthy();
    expect(app.platform.inputsOf('placeOrder')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认跟投' }));
    await flush();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认跟投' })).toBeNull(), WAIT);
    expect(app.platform.inputsOf('placeOrder')).toHaveLength(1);
    expect(app.toastKeys()).toContain('games:order.placed');
    const own = bubbles().at(-1)!;
    expect(own.className).toMatch(/own/);
    expect(within(own).getByText('我')).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(app.platform.state.user.balance).toBe(demoUser.balance - 300);
  });

  it('follows with the player’s own stake (the leader’s to start with): plays and total follow it, a stake that is no amount is refused', async () => {
    const app = await openGame();
    const no = app.platform.currentRoundNo(1);
    await roomSends(app, betMessage(901, [betItem(no), betItem(no, { ruleItemId: 10109, ruleItemName: '11', bettingNumbers: '11' })]));
    fireEvent.click(within(bubbles()[0]!).getByRole('button', { name: /^跟投/ }));
    const dialog = await screen.findByRole('dialog', { name: '确认跟投' });
    const stake = within(dialog).getByRole('textbox', { name: '我的单注金额' }) as HTMLInputElement;
    expect(stake.value).toBe('1');
    expect(within(dialog).getByText('对方单注：1.00元')).toBeTruthy();
    fireEvent.change(stake, { target: { value: '1,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认跟投' }));
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toContain('请用数字输入金额');
    expect(stake.value).toBe('1,5');
    expect(app.platform.inputsOf('placeOrder')).toEqual([]);
    fireEvent.change(stake, { target: { value: '5' } });
    expect(within(dialog).getAllByText('5.00元 × 1 注')).toHaveLength(2);
    expect(within(dialog).getByText('10.00元')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认跟投' }));
    await flush();
    const [placed] = app.platform.inputsOf('placeOrder');
    expect((placed!.order as OrderRequest).orderDTO).toMatchObject({ bettingCount: 2, bettingAmount: 500, bettingTotal: 1000 });
    expect(app.platform.state.user.balance).toBe(demoUser.balance - 1000);
  });

  it('cancelling the dialog places nothing; a refusal (2001) stays in the dialog', async () => {
    const app = await openGame({ user: { ...demoUser, balance: 50 } });
    const no = app.platform.currentRoundNo(1);
    await roomSends(app, betMessage(901, [betItem(no)]));
    fireEvent.click(within(bubbles()[0]!).getByRole('button', { name: /^跟投/ }));
    let dialog = await screen.findByRole('dialog', { name: '确认跟投' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await flush();
    expect(screen.queryByRole('dialog', { name: '确认跟投' })).toBeNull();
    fireEvent.click(within(bubbles()[0]!).getByRole('button', { name: /^跟投/ }));
    dialog = await screen.findByRole('dialog', { name: '确认跟投' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认跟投' }));
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toBe('余额不足');
    expect(app.platform.inputsOf('placeOrder')).toEqual([]);
  });

  it('lists the player’s own order from the slip at once, on the right, and not again when the room repeats it', async () => {
    const app = await openGame();
    fireEvent.click(screen.getByRole('button', { name: /^3，赔率/ }));
    fireEvent.click(screen.getByRole('button', { name: '确认投注' }));
    const dialog = await screen.findByRole('dialog', { name: '确认投注内容' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定下注' }));
    await flush();
    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0]!.className).toMatch(/own/);
    expect(within(bubbles()[0]!).getByText('和值 · 3')).toBeTruthy();
    await roomSends(app, betMessage(1, [betItem(app.platform.currentRoundNo(1), { ruleItemId: 10101, bettingNumbers: '3' })], { playerId: 'p-demo001', username: 'de***01', face: 'b_01.png' }));
    expect(bubbles()).toHaveLength(1);
    // The player's round list below the chat has it too.
    expect(within(panel()).getByTestId('round-orders')).toBeTruthy();
  });

  it('shows notices, closing tips and results centred, in the player’s language', async () => {
    const app = await openGame();
    const no = app.platform.currentRoundNo(1);
    await roomSends(app, { id: 'n1', role: 'system', msg: { type: 'notice', time: 0, content: { text: '欢迎来到跟投房间' } } });
    expect(within(feed()).getByText('欢迎来到跟投房间')).toBeTruthy();
    // 40 s into the 60 s round (closing at 50 s): the 2× tip; then the draw's result.
    await app.advance(ROUND_MS - 20_000 - (app.clock.now() % ROUND_MS));
    expect(within(feed()).getByText(`第 ${no} 期距离封盘还有 10 秒，请抓紧下注`)).toBeTruthy();
    await app.advance(10_000);
    expect(within(feed()).getByText(`第 ${no} 期已封盘，停止下注`)).toBeTruthy();
    await app.advance(12_000);
    const result = within(feed()).getByText(`第 ${no} 期开奖`).closest('li')!;
    expect(result.textContent).toMatch(/\d.*\d.*\d/);
  });

  it('works from the keyboard: the feed takes focus, the dialog holds it and Escape cancels', async () => {
    const app = await openGame();
    await roomSends(app, betMessage(901, [betItem(app.platform.currentRoundNo(1))]));
    expect(feed().tabIndex).toBe(0);
    const follow = within(bubbles()[0]!).getByRole('button', { name: /^跟投/ });
    follow.focus();
    fireEvent.click(follow);
    const dialog = await screen.findByRole('dialog', { name: '确认跟投' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), WAIT);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await flush();
    expect(screen.queryByRole('dialog', { name: '确认跟投' })).toBeNull();
    expect(app.get('followRoom:1')!.getSnapshot().matches({ follow: 'idle' })).toBe(true);
  });

  it('says offline with the refusal and reconnects on retry', async () => {
    await openGame({ prepare: (platform) => platform.failNext('accessRoom', 3001) });
    expect(within(panel()).getByTestId('follow-connection').textContent).toBe('已断开');
    expect(within(panel()).getByRole('alert').textContent).toContain('低于房间最低投注金额');
    fireEvent.click(within(panel()).getByRole('button', { name: '重新连接' }));
    await flush();
    expect(within(panel()).getByTestId('follow-connection').textContent).toBe('实时');
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });
});
