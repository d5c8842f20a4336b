// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { BetOrderItem, BetOrderRow } from '../../models/bet-records';
import { RecordRow } from '../../src/pages/my/betting/RecordRow';
import { RuntimeProvider } from '../../src/app/system';
import { startAppSystem } from '../support/app-system';
import { TEST_CONFIG } from './support/render-app';
import { setupI18n } from './support/render';

/** The row reads the deployment's currency from the runtime, as in the app (variant cn). */
function inRuntime(children: ReactNode) {
  const system = startAppSystem();
  onTestFinished(() => void system.actor.stop());
  return <RuntimeProvider runtime={{ ...system, config: TEST_CONFIG, setNavigate: () => {} }}>{children}</RuntimeProvider>;
}

beforeAll(async () => {
  const i18n = await setupI18n();
  // The records page loads the account texts before it shows a row.
  await i18n.loadNamespaces('account');
});
afterEach(cleanup);

const item = (patch: Partial<BetOrderItem> = {}): BetOrderItem => ({
  ruleName: '冠军',
  ruleItemName: '冠军',
  ruleItemCode: 'q1_1',
  bettingNumbers: '1',
  betNumbers: '01',
  bettingCount: 1,
  amount: 100,
  bettingTotal: 100,
  winAmount: 0,
  status: 0,
  ...patch,
});

const order = (patch: Partial<BetOrderRow> = {}): BetOrderRow => ({
  id: 41,
  lotteryId: 5,
  lotteryName: '北京赛车',
  lotteryType: 'pk10',
  prizeNo: '202611220001',
  roomId: null,
  bettingTotal: 100,
  amount: 0,
  status: 0,
  bettingTime: '2026-11-22 10:00:00',
  prizeResult: '',
  prizeRemark: '',
  orderItemVOList: [item()],
  ...patch,
});

/** Renders one order in the records table and opens its details. */
function show(row: BetOrderRow) {
  render(
    inRuntime(
      <table>
        <RecordRow row={row} open onToggle={() => {}} onCancel={() => {}} />
      </table>,
    ),
  );
  const [orderRow, , ...itemRows] = screen.getAllByRole('row');
  const cells = (r: HTMLElement | undefined) => within(r as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
  return { order: cells(orderRow), items: itemRows.slice(1).map(cells) };
}

describe('bet record row: payout', () => {
  it('shows no payout for a cancelled order, though the server reports its refund as the amount', () => {
    // What the server sends for a cancelled order: amount = the refunded stake, items refunded too.
    const { order: cells, items } = show(order({ status: 3, amount: 100, orderItemVOList: [item({ status: 3, winAmount: 100 })] }));
    expect(cells[5]).toBe('已撤单');
    expect(cells[4]).toBe('—');
    expect(items[0]?.[4]).toBe('—');
  });

  it('shows what a won order paid', () => {
    const { order: cells, items } = show(order({ status: 2, amount: 980, orderItemVOList: [item({ status: 2, winAmount: 980 })] }));
    expect(cells[4]).toBe('9.80元');
    expect(items[0]?.[4]).toBe('9.80元');
  });

  it('shows no payout for a lost or pending order', () => {
    expect(show(order({ status: 1 })).order[4]).toBe('—');
    cleanup();
    expect(show(order({ status: 0 })).order[4]).toBe('—');
  });
});

describe('bet record row: names of the items', () => {
  it('names a one-group rule once (冠军, not 冠军 | 冠军)', () => {
    const { items } = show(order());
    expect(items[0]?.slice(0, 3)).toEqual(['冠军', '—', '01']);
  });

  it('names a compound item by its rule once (五星直选复式, not twice)', () => {
    const row = order({
      lotteryId: 6,
      lotteryName: '重庆时时彩',
      lotteryType: 'ssc',
      orderItemVOList: [item({ ruleName: '五星直选复式', ruleItemName: '五星直选复式', ruleItemCode: 'wxzx_1', bettingNumbers: '5|5|5|5|5', betNumbers: '5|5|5|5|5' })],
    });
    expect(show(row).items[0]?.slice(0, 3)).toEqual(['五星直选复式', '—', '5|5|5|5|5']);
  });

  it('keeps the item where it says more than the rule', () => {
    const row = order({
      lotteryId: 7,
      lotteryName: '北京快乐8',
      lotteryType: 'hp8',
      orderItemVOList: [item({ ruleName: '趣味', ruleItemName: '奇盘', ruleItemCode: 'qw_oddMore', bettingNumbers: 'oddMore', betNumbers: '奇盘' })],
    });
    expect(show(row).items[0]?.slice(0, 2)).toEqual(['趣味', '奇盘']);
  });

  it('opens and closes its details with the toggle', () => {
    const onToggle = vi.fn();
    render(
      inRuntime(
        <table>
          <RecordRow row={order()} open={false} onToggle={onToggle} onCancel={() => {}} />
        </table>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    expect(onToggle).toHaveBeenCalled();
  });
});
