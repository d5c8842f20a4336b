// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetOrderRow } from '../../../models/bet-records';
import { LatestDraws } from '../../../src/layout/footer/LatestDraws';
import { HomeLotteries } from '../../../src/pages/home/HomeLotteries';
import { LatestDrawPanel } from '../../../src/pages/home/LatestDrawPanel';
import { LotteryBetPage } from '../../../src/pages/lottery-bet/LotteryBetPage';
import { LotteryHallPage } from '../../../src/pages/lottery-hall/LotteryHallPage';
import { AccountPage } from '../../../src/pages/my/AccountPage';
import { BettingRecords } from '../../../src/pages/my/betting/BettingRecords';
import { actions, demoDomain, demoUser, loggedIn, resetFakeApp, setFakeApp } from '../support/fake-hooks';
import { renderAt, setupI18n } from '../support/render';
import { allLotteries, draw, gameActions, resetFakeGames, setFakeCatalog } from './support/fake-game-hooks';

vi.mock('../../../src/app/hooks', async () => (await import('../support/fake-hooks')).hooksModule);
vi.mock('../../../src/app/game-hooks', async () => (await import('./support/fake-game-hooks')).gameHooksModule);

beforeAll(async () => {
  await setupI18n();
});
beforeEach(() => {
  resetFakeApp();
  resetFakeGames();
});
afterEach(cleanup);

const betPage = { path: '/lottery-bet', element: <p>投注页</p> };

describe('lottery hall', () => {
  it('shows a card per lottery on sale with its family and latest draw', () => {
    setFakeCatalog({ lotteries: [...allLotteries(), { id: 99, code: 'x', type: 'k3', name: '停售', remark: '', status: 0 }], latest: [draw(1, '5,3,3', '11,big,odd', '202601010042')] });
    renderAt(<LotteryHallPage />, '/lottery-hall');
    const cards = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.closest('li') as HTMLElement);
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['极速快3', '重庆快3', '加州快3', '迪拜快3', '北京赛车', '重庆时时彩', '北京快乐8', '加拿大28', '北京28', '新加坡28']);
    expect(within(cards[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/lottery-bet?lotteryId=1');
    expect(cards[0]?.textContent).toContain('第 202601010042 期');
    expect(cards[0]?.textContent).toContain('快三');
  });

  it('opens the login dialog for a visitor instead of the game', () => {
    const { router } = renderAt(<LotteryHallPage />, '/lottery-hall', [betPage]);
    fireEvent.click(screen.getByRole('link', { name: '北京赛车' }));
    expect(actions.openLogin).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/lottery-hall');
  });

  it('refuses a game of the player’s disableGameList with the 4009 toast', () => {
    setFakeApp(loggedIn({ ...demoUser, disableGameList: '[5]' }));
    const { router } = renderAt(<LotteryHallPage />, '/lottery-hall', [betPage]);
    fireEvent.click(screen.getByRole('link', { name: '北京赛车' }));
    expect(actions.showToast).toHaveBeenCalledWith({ messageKey: 'errors:code.4009', tone: 'error', persistent: false });
    expect(router.state.location.pathname).toBe('/lottery-hall');
  });

  it('opens the betting page for a member', async () => {
    setFakeApp(loggedIn());
    const { router } = renderAt(<LotteryHallPage />, '/lottery-hall', [betPage]);
    fireEvent.click(screen.getByRole('link', { name: '北京赛车' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lotteryId=5'));
    expect(actions.showToast).not.toHaveBeenCalled();
  });

  it('offers to retry when the catalogue could not load', () => {
    setFakeCatalog({ lotteries: [], loaded: false, failed: true });
    renderAt(<LotteryHallPage />, '/lottery-hall');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' }));
    expect(gameActions.reloadCatalog).toHaveBeenCalled();
  });
});

describe('betting page', () => {
  it('shows a tab per lottery and the login prompt to a visitor, opening the login dialog', () => {
    renderAt(<LotteryBetPage />, '/lottery-bet?lotteryId=5');
    const tablist = screen.getByRole('tablist', { name: '彩种' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(10);
    expect(within(tablist).getByRole('tab', { selected: true }).textContent).toBe('北京赛车');
    expect(screen.getByRole('heading', { name: '登录后即可投注' })).toBeTruthy();
    expect(actions.openLogin).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '免费注册' }));
    expect(actions.openRegister).toHaveBeenCalled();
  });

  it('puts the chosen lottery in the query', async () => {
    const { router } = renderAt(<LotteryBetPage />, '/lottery-bet?lotteryId=5');
    fireEvent.click(screen.getByRole('tab', { name: '加拿大28' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lotteryId=8'));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('加拿大28');
    // The prompt stays; closing the dialog must not make it open again.
    expect(actions.openLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the 4009 message for a game the player may not play', () => {
    setFakeApp(loggedIn({ ...demoUser, disableGameList: '[5]' }));
    renderAt(<LotteryBetPage />, '/lottery-bet?lotteryId=5');
    expect(screen.getByRole('alert').textContent).toContain('该游戏已下架');
    expect(screen.getByRole('link', { name: '返回购彩大厅' }).getAttribute('href')).toBe('/lottery-hall');
  });

  it('says so for a lottery that is not on sale', () => {
    setFakeApp(loggedIn());
    renderAt(<LotteryBetPage />, '/lottery-bet?lotteryId=77');
    expect(screen.getByRole('heading', { name: '彩种不可用' })).toBeTruthy();
    expect(screen.queryByRole('tab', { selected: true })?.textContent).toBe('极速快3');
  });
});

describe('home', () => {
  it('shows at most 8 lottery tiles, linking like the hall', () => {
    renderAt(<HomeLotteries />);
    const tiles = within(screen.getByRole('region', { name: '热门彩种' })).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/lottery-bet'));
    expect(tiles).toHaveLength(8);
    fireEvent.click(tiles[0] as HTMLElement);
    expect(actions.openLogin).toHaveBeenCalled();
  });

  it('says the lotteries are loading, or failed with a way to retry', () => {
    setFakeCatalog({ lotteries: [], loaded: false });
    renderAt(<HomeLotteries />);
    expect(screen.getByText('彩种加载中…')).toBeTruthy();
    act(() => setFakeCatalog({ failed: true }));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' }));
    expect(gameActions.reloadCatalog).toHaveBeenCalled();
  });

  it('shows the latest draws in tabs, starting at the first', () => {
    setFakeCatalog({ latest: [draw(8, '3,9,5', '3 + 9 + 5 = 17,big,odd', '7'), draw(1, '5,3,3', '11,big,odd', '42')] });
    renderAt(<LatestDrawPanel />);
    // Named apart from the footer's "最新开奖", which members see on the same page.
    const panel = screen.getByRole('region', { name: '开奖速递' });
    expect(within(panel).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['极速快3', '加拿大28']);
    expect(within(panel).getByRole('tabpanel').textContent).toContain('第 42 期');
    fireEvent.click(within(panel).getByRole('tab', { name: '加拿大28' }));
    expect(within(panel).getByRole('tabpanel').textContent).toContain('3+9+5=17');
  });
});

describe('footer draws', () => {
  it('lists the latest draw of each lottery with a More button for its history', () => {
    setFakeCatalog({ latest: [draw(1, '5,3,3', '11,big,odd', '42'), draw(6, '0,0,4,6,4', '14,small,even,tiger', '43')] });
    renderAt(<LatestDraws />);
    const items = within(screen.getByRole('region', { name: '最新开奖' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(0, 6))).toEqual(['极速快342', '重庆时时彩4']);
    expect(screen.getByRole('button', { name: '更多：重庆时时彩 历史开奖' })).toBeTruthy();
  });
});

describe('account area', () => {
  it('shows the user menu with every page, the avatar, balance and the deposit and withdraw shortcuts', () => {
    setFakeApp(loggedIn());
    renderAt(<AccountPage />, '/my/index?page=transaction');
    const menu = screen.getByRole('navigation', { name: '用户菜单' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      '充值', '提现', '个人资料', 'VIP 等级', '修改登录密码', '修改提现密码', '投注记录', '资金明细', '绑定提现方式', '绑定邮箱', '推广赚钱', '代理记录',
    ]);
    expect(within(menu).getByRole('link', { name: '资金明细' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('10,000.00元')).toBeTruthy();
    expect(screen.getByText('VIP2')).toBeTruthy();
    // Pages of other features keep the shell's "not available yet" state.
    expect(screen.getByRole('heading', { name: '资金明细' })).toBeTruthy();
  });

  it('hides the VIP page when the switch is off', () => {
    setFakeApp({ ...loggedIn(), domain: { ...demoDomain, vipSwitch: '0' } });
    renderAt(<AccountPage />, '/my/index');
    expect(screen.queryByRole('link', { name: 'VIP 等级' })).toBeNull();
    expect(screen.getByRole('link', { name: '个人资料' }).getAttribute('aria-current')).toBe('page');
  });
});

const order = (id: number, status: BetOrderRow['status'], patch: Partial<BetOrderRow> = {}): BetOrderRow => ({
  id,
  lotteryId: 1,
  lotteryName: '极速快3',
  lotteryType: 'k3',
  prizeNo: `2026010100${id}`,
  roomId: null,
  bettingTotal: 200,
  amount: 0,
  status,
  bettingTime: '2026-01-01 12:00:05',
  prizeResult: '',
  prizeRemark: '',
  orderItemVOList: [
    { ruleName: '和值', ruleItemName: '10', ruleItemCode: 'hz_10', bettingNumbers: '10', betNumbers: '10', bettingCount: 1, amount: 200, bettingTotal: 200, winAmount: 0, status },
  ],
  ...patch,
});

describe('bet records', () => {
  it('asks the server for the page with the filter, and shows each order with its status', async () => {
    gameActions.fetchRecords.mockResolvedValue({ list: [order(1, 0), order(2, 2, { amount: 1120, prizeResult: '5,3,2', prizeRemark: '10,small,even' })], total: 9 });
    setFakeApp(loggedIn());
    renderAt(<BettingRecords lotteryId={1} />);
    await screen.findByTestId('order-1');
    expect(gameActions.fetchRecords).toHaveBeenCalledWith(expect.objectContaining({ pageIndex: 1, pageSize: 8, status: null, lotteryId: 1, startDate: '2026-01-01' }));
    expect(within(screen.getByTestId('order-1')).getByTestId('order-status').textContent).toBe('待开奖');
    expect(within(screen.getByTestId('order-2')).getByTestId('order-status').textContent).toBe('已中奖');
    expect(screen.getByTestId('order-2').textContent).toContain('11.20元');
    expect(within(screen.getByTestId('order-2')).queryByRole('button', { name: '撤单' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: '状态' }), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2025-12-25' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(gameActions.fetchRecords).toHaveBeenLastCalledWith(expect.objectContaining({ status: 2, startDate: '2025-12-25' })));
    fireEvent.click(await screen.findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(gameActions.fetchRecords).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 2 })));
  });

  it('expands an order into its items and the draw of its round', async () => {
    gameActions.fetchRecords.mockResolvedValue({ list: [order(2, 2, { amount: 1120, prizeResult: '5,3,2', prizeRemark: '10,small,even' })], total: 1 });
    setFakeApp(loggedIn());
    renderAt(<BettingRecords />);
    const row = await screen.findByTestId('order-2');
    const toggle = within(row).getByRole('button', { name: '详情' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(row.textContent).toContain('第 20260101002 期开奖结果');
    expect(within(row).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['5', '3', '2']);
    const items = within(row).getAllByRole('row');
    expect(items.at(-1)?.textContent).toContain('和值');
    expect(items.at(-1)?.textContent).toContain('2.00元 × 1');
  });

  it('cancels a pending order only after the confirmation and says so; the machine reports the refund', async () => {
    gameActions.fetchRecords.mockResolvedValue({ list: [order(1, 0)], total: 1 });
    setFakeApp(loggedIn());
    renderAt(<BettingRecords />);
    const row = await screen.findByTestId('order-1');
    fireEvent.click(within(row).getByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '确认撤单' });
    expect(dialog.textContent).toContain('2.00元');
    expect(gameActions.cancelOrder).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认撤单' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('撤单成功!'));
    expect(gameActions.cancelOrder).toHaveBeenCalledWith(1);
    expect(within(screen.getByTestId('order-1')).getByTestId('order-status').textContent).toBe('已撤单');
    expect(gameActions.refunded).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the order when the player says no', async () => {
    gameActions.fetchRecords.mockResolvedValue({ list: [order(1, 0)], total: 1 });
    setFakeApp(loggedIn());
    renderAt(<BettingRecords />);
    fireEvent.click(within(await screen.findByTestId('order-1')).getByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '确认撤单' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '取消' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gameActions.cancelOrder).not.toHaveBeenCalled();
  });
});
