// @vitest-environment jsdom
/**
 * The betting screen as players use it: the app's routes (layout, top bar, toasts, the betting
 * page, the account area) on the real root actor system, the fake platform and a SimulatedClock.
 * Each test goes through the seam between a view and the machines it renders: what the player
 * clicks reaches the slip, the game, the session and the account actors, and what they decide
 * comes back on screen.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../models/errors';
import { routes } from '../../../src/router/routes';
import { demoUser } from '../../support/demo-user';
import { setupI18n } from '../support/render';
import { flush, renderApp, type RenderAppOptions } from '../support/render-app';

beforeAll(async () => {
  await setupI18n();
  // jsdom has no scrolling; the router's scroll reset calls it.
  window.scrollTo = vi.fn() as never;
});

const WAIT = { timeout: 15_000 };

/** The real app at the k3 betting page (lottery 1), logged in as demo001 unless told otherwise. */
async function openBetting(options: RenderAppOptions = {}) {
  const app = await renderApp(null, { routes, path: '/lottery-bet?lotteryId=1', ...options });
  return app;
}

async function openGame(options: RenderAppOptions = {}) {
  const app = await openBetting(options);
  await screen.findByRole('button', { name: '确认投注' }, WAIT);
  return app;
}

const slip = () => screen.getByRole('region', { name: '投注单' });
/** The sum bet "3" of the first k3 rule (和值). */
const sumThree = () => within(slip()).getByRole('button', { name: /^3，赔率/ });
const stakeInput = () => within(slip()).getByRole('textbox', { name: '单注金额' }) as HTMLInputElement;
const confirm = () => within(slip()).getByRole('button', { name: '确认投注' });
const balance = () => screen.getByTestId('balance').textContent;
const toasts = () => screen.getByRole('region', { name: '通知' });
const placeOrderCalls = (app: { platform: { state: { calls: string[] } } }) => app.platform.state.calls.filter((call) => call === 'placeOrder').length;

/** The slip's confirmation (issue 20 §3), when Bet asked for it: confirm. */
async function confirmIfAsked() {
  await flush();
  const dialog = screen.queryByRole('dialog', { name: '确认投注内容' });
  if (dialog) fireEvent.click(within(dialog).getByRole('button', { name: '确定下注' }));
}

async function placeSumThree(stake: string) {
  fireEvent.click(sumThree());
  fireEvent.change(stakeInput(), { target: { value: stake } });
  fireEvent.click(confirm());
  await confirmIfAsked();
  await flush();
}

describe('placing an order', () => {
  it('picks a number, sets the stake and places it: success toast, lower balance, the order in the round panel', async () => {
    const app = await openGame();
    expect(balance()).toBe('10,000.00元');
    const roundNo = app.platform.currentRoundNo(1);
    expect(screen.getByRole('heading', { name: `第 ${roundNo} 期我的投注` })).toBeTruthy();
    expect(screen.getByText('本期还没有投注')).toBeTruthy();

    fireEvent.click(sumThree());
    expect(sumThree().getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(stakeInput(), { target: { value: '2' } });
    expect(within(slip()).getByText('共 1 注')).toBeTruthy();
    expect(within(slip()).getByTestId('slip-total').textContent).toBe('2.00元');
    fireEvent.click(confirm());
    await confirmIfAsked();
    await flush();

    expect(within(toasts()).getByRole('status').textContent).toContain('投注成功');
    expect(balance()).toBe('9,998.00元');
    const orders = screen.getByTestId('round-orders');
    expect(within(orders).getAllByRole('listitem')).toHaveLength(1);
    expect(orders.textContent).toContain('和值');
    expect(orders.textContent).toContain('2.00元');
    // The slip starts again: nothing picked.
    expect(sumThree().getAttribute('aria-pressed')).toBe('false');
    expect(app.platform.state.orders).toMatchObject([{ prizeNo: roundNo, bettingTotal: 200 }]);
  });

  it('refuses an order above the balance with 2001 without sending it', async () => {
    const app = await openGame({ user: { ...demoUser, balance: 50 } });
    expect(balance()).toBe('0.50元');
    await placeSumThree('1');
    expect(within(slip()).getByRole('alert').textContent).toContain('余额不足');
    expect(stakeInput().getAttribute('aria-invalid')).toBe('true');
    expect(placeOrderCalls(app)).toBe(0);
    expect(app.platform.state.orders).toEqual([]);
  });

  it('shows the server’s 3009 refusal and keeps the selection', async () => {
    const app = await openGame();
    app.platform.failNext('placeOrder', ErrorCode.periodClosed);
    await placeSumThree('1');
    expect(placeOrderCalls(app)).toBe(1);
    expect(within(slip()).getByRole('alert').textContent).toContain('本期已封盘，投注失败');
    expect(sumThree().getAttribute('aria-pressed')).toBe('true');
    expect(stakeInput().value).toBe('1');
    expect(balance()).toBe('10,000.00元');
    expect(screen.getByText('本期还没有投注')).toBeTruthy();
    expect(app.toastKeys()).not.toContain('games:order.placed');
  });

  it('shows the server’s stake-limit refusal (4033) as sent, in the player’s language, and keeps the selection', async () => {
    const app = await openGame();
    // The server answers in the request's language what is left this round (docs/api.md 4033).
    app.platform.failNext('placeOrder', 4033, '超出每期投注限额：本期还可投注 3.00');
    await placeSumThree('5');
    expect(placeOrderCalls(app)).toBe(1);
    expect(within(slip()).getByRole('alert').textContent).toContain('超出每期投注限额：本期还可投注 3.00');
    expect(sumThree().getAttribute('aria-pressed')).toBe('true');
    expect(stakeInput().value).toBe('5');
    expect(balance()).toBe('10,000.00元');
    expect(app.toastKeys()).not.toContain('games:order.placed');
  });

  it('follows the round closing while the player picks: status and countdown change, confirming is refused without a call', async () => {
    const app = await openGame();
    const status = screen.getByTestId('round-status');
    expect(status.textContent).toBe('投注中');
    expect(screen.getByText('距封盘')).toBeTruthy();
    const untilClose = app.platform.msUntilClose();
    expect(screen.getByTestId('countdown').textContent).toBe(`00:${String(untilClose / 1000).padStart(2, '0')}`);

    fireEvent.click(sumThree());
    await app.advance(5000);
    expect(screen.getByTestId('countdown').textContent).toBe(`00:${String(untilClose / 1000 - 5).padStart(2, '0')}`);
    await app.advance(untilClose - 5000 + 1000);

    expect(status.textContent).not.toBe('投注中');
    expect(status.textContent).toContain('已封盘');
    expect(screen.getByText('距开奖')).toBeTruthy();
    fireEvent.click(confirm());
    await flush();
    expect(within(slip()).getByRole('alert').textContent).toContain('当前期已封盘，暂时无法投注');
    expect(placeOrderCalls(app)).toBe(0);
    expect(sumThree().getAttribute('aria-pressed')).toBe('true');
  });
});

describe('bet records after an order', () => {
  it('lists the order, cancels it only after the confirmation, says so and gives the stake back', async () => {
    const app = await openGame();
    await placeSumThree('2');
    expect(balance()).toBe('9,998.00元');

    fireEvent.click(screen.getByRole('link', { name: '投注记录' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/my/index'));
    expect(app.router.state.location.search).toBe('?page=betting&lotteryId=1');
    const row = await screen.findByTestId('order-1', {}, WAIT);
    expect(row.textContent).toContain('极速快3');
    expect(row.textContent).toContain(app.platform.currentRoundNo(1));
    expect(within(row).getByTestId('order-status').textContent).toBe('待开奖');

    fireEvent.click(within(row).getByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '确认撤单' });
    expect(dialog.textContent).toContain('2.00元');
    expect(app.platform.state.calls).not.toContain('cancelOrder');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认撤单' }));
    await flush();

    expect(app.platform.state.calls).toContain('cancelOrder');
    expect(screen.getByText('撤单成功!')).toBeTruthy();
    expect(within(screen.getByTestId('order-1')).getByTestId('order-status').textContent).toBe('已撤单');
    expect(within(screen.getByTestId('order-1')).queryByRole('button', { name: '撤单' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The top bar and the account menu both show the refunded balance.
    expect(balance()).toBe('10,000.00元');
    expect(screen.getAllByText('10,000.00元').length).toBeGreaterThanOrEqual(2);
  });
});

describe('rule introduction', () => {
  it('shows its failure with a retry inside the betting page; retrying loads the rules', async () => {
    const app = await openBetting({ prepare: (platform) => platform.failNext('fetchRuleIntro', ErrorCode.internal) });
    await screen.findByRole('button', { name: '确认投注' }, WAIT);
    expect(screen.queryByRole('heading', { name: '页面出错了' })).toBeNull();
    const intro = screen.getByText('玩法说明').closest('details') as HTMLElement;
    fireEvent.click(within(intro).getByText('玩法说明'));
    expect(within(intro).getByRole('alert').textContent).toContain('玩法说明加载失败。');
    // The game goes on beside it.
    expect(screen.getByTestId('round-status').textContent).toBe('投注中');

    fireEvent.click(within(intro).getByRole('button', { name: '重试' }));
    await flush();
    expect(within(intro).queryByRole('alert')).toBeNull();
    expect(intro.textContent).toContain('Rules of lottery 1');
    expect(app.platform.state.calls.filter((call) => call === 'fetchRuleIntro')).toHaveLength(2);
  });
});

describe('who may play', () => {
  it('shows a visitor the board, the countdown and the draws; Bet opens the login, and after it the same pick is placed', async () => {
    const app = await openGame({ loggedIn: false });
    // No dialog of its own: the visitor browses.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sumThree()).toBeTruthy();
    expect(within(slip()).getByTestId('slip-login').textContent).toBe('登录后即可投注');
    expect(within(screen.getByTestId('follow-visitor')).getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByTestId('balance')).toBeNull();

    fireEvent.click(sumThree());
    fireEvent.change(stakeInput(), { target: { value: '3' } });
    fireEvent.click(confirm());
    await flush();
    const dialog = await screen.findByRole('dialog', { name: '会员登录' }, WAIT);
    expect(placeOrderCalls(app)).toBe(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: '账号' }), { target: { value: 'demo001' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'demo1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await flush();

    // Back on the same page with the same pick and stake; one press bets it.
    expect(app.router.state.location.search).toBe('?lotteryId=1');
    expect(sumThree().getAttribute('aria-pressed')).toBe('true');
    expect(stakeInput().value).toBe('3');
    expect(within(slip()).queryByTestId('slip-login')).toBeNull();
    expect(screen.queryByTestId('follow-visitor')).toBeNull();
    expect(balance()).toBe('10,000.00元');
    fireEvent.click(confirm());
    await confirmIfAsked();
    await flush();
    expect(within(toasts()).getAllByRole('status').map((toast) => toast.textContent).join()).toContain('投注成功');
    expect(balance()).toBe('9,997.00元');
    expect(placeOrderCalls(app)).toBe(1);
  });

  it('a visitor’s “log in to bet” opens the login dialog', async () => {
    await openGame({ loggedIn: false });
    fireEvent.click(within(slip()).getByTestId('slip-login'));
    expect(await screen.findByRole('dialog', { name: '会员登录' }, WAIT)).toBeTruthy();
  });

  it('shows the 4009 message for a lottery in the player’s disableGameList', async () => {
    const app = await openBetting({ user: { ...demoUser, disableGameList: '[1]' } });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('该游戏已下架');
    expect(within(alert).getByRole('link', { name: '返回购彩大厅' }).getAttribute('href')).toBe('/lottery-hall');
    expect(screen.queryByRole('region', { name: '投注单' })).toBeNull();
    expect(app.get('game:1')).toBeUndefined();
  });
});

describe('pushed or polled results (issue 20 §2)', () => {
  it('says the results come live while the room socket is up, and that they are refreshed on a timer once it drops', async () => {
    const app = await openGame();
    const feed = screen.getByTestId('round-feed');
    await waitFor(() => expect(feed.textContent).toBe('实时开奖'), WAIT);
    expect(feed.getAttribute('title')).toBe('开奖结果由服务器即时推送');
    for (const socket of app.platform.state.follow.sockets) socket.close();
    await flush();
    await waitFor(() => expect(screen.getByTestId('round-feed').textContent).toBe('定时刷新'), WAIT);
    expect(screen.getByTestId('round-feed').getAttribute('title')).toBe('未连接实时通道：开奖结果按时刷新');
  });

  it('shows a pushed draw in the latest result, with at most the next round read', async () => {
    const app = await openGame();
    await waitFor(() => expect(screen.getByTestId('round-feed').textContent).toBe('实时开奖'), WAIT);
    const roundNo = app.platform.currentRoundNo(1);
    const polls = app.platform.state.calls.filter((call) => call === 'fetchSellingInfo').length;
    await app.advance(app.platform.msUntilClose() + 10_000);
    await waitFor(() => expect(screen.getAllByText(`第 ${roundNo} 期开奖`).length).toBeGreaterThan(0), WAIT);
    // One read, of the next round once it opened; none to learn the draw.
    expect(app.platform.state.calls.filter((call) => call === 'fetchSellingInfo').length).toBeLessThanOrEqual(polls + 1);
  });
});
