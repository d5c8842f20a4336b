// @vitest-environment jsdom
/**
 * Faster betting (issue 20 §3) as players use it, on the real root system, the fake platform and a
 * SimulatedClock: stake chips and the multiplier, the confirmation (every line, total, balance
 * after; "don't ask again" remembered for the player), bet again of the last slip in the next
 * round and after a reload, with what changed, the money rule on the stake field and the typed
 * multiplier, and the slip being made surviving a reload and a new round.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RULES } from '../../../models/games';
import { routes } from '../../../src/router/routes';
import { ROUND_MS } from '../../support/fake-platform';
import { setupI18n } from '../support/render';
import { flush, renderApp, type RenderAppOptions } from '../support/render-app';

beforeAll(async () => {
  await setupI18n();
  window.scrollTo = vi.fn() as never;
});

// The first render of a file compiles the whole betting page: generous under a loaded machine.
const WAIT = { timeout: 15_000 };

async function openGame(options: RenderAppOptions = {}) {
  const app = await renderApp(null, { routes, path: '/lottery-bet?lotteryId=1', ...options });
  await screen.findByRole('button', { name: '确认投注' }, WAIT);
  return app;
}

const slip = () => screen.getByRole('region', { name: '投注单' });
const sumThree = () => within(slip()).getByRole('button', { name: /^3，赔率/ });
const stakeInput = () => within(slip()).getByRole('textbox', { name: '单注金额' }) as HTMLInputElement;
const bet = () => within(slip()).getByRole('button', { name: '确认投注' }) as HTMLButtonElement;
const chip = (amount: string) => within(slip()).getByRole('button', { name: `金额 ${amount}` });
const more = () => within(slip()).getByRole('button', { name: '增加倍数' }) as HTMLButtonElement;
const less = () => within(slip()).getByRole('button', { name: '减少倍数' }) as HTMLButtonElement;
const multiplierInput = () => within(slip()).getByRole('textbox', { name: '倍数' }) as HTMLInputElement;
const total = () => within(slip()).getByTestId('slip-total').textContent;
const dialog = () => screen.queryByRole('dialog', { name: '确认投注内容' });
const lastOrder = (app: { platform: { state: { orders: { total: number; prizeNo: string }[] } } }) => app.platform.state.orders.at(-1);

describe('chips, multiplier and the confirmation', () => {
  it('a chip sets the stake, the multiplier multiplies it; Bet shows every line, the total and the balance after, and only Confirm places it', async () => {
    const app = await openGame();
    fireEvent.click(sumThree());
    fireEvent.click(chip('5.00'));
    expect(stakeInput().value).toBe('5');
    expect(chip('5.00').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(more());
    fireEvent.click(more());
    expect(multiplierInput().value).toBe('3');
    expect(total()).toBe('15.00元');

    fireEvent.click(bet());
    await flush();
    const asked = dialog()!;
    expect(within(asked).getByTestId('slip-confirm').textContent).toContain('和值 · 3');
    expect(within(asked).getByTestId('slip-confirm').textContent).toContain(app.platform.currentRoundNo(1));
    expect(within(asked).getByTestId('slip-confirm-total').textContent).toBe('15.00元');
    expect(within(asked).getByTestId('slip-balance-after').textContent).toBe('9,985.00元');
    expect(app.platform.state.orders).toEqual([]);

    fireEvent.click(within(asked).getByRole('button', { name: '取消' }));
    await flush();
    expect(dialog()).toBeNull();
    expect(app.platform.state.orders).toEqual([]);
    expect(sumThree().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(bet());
    await flush();
    fireEvent.click(within(dialog()!).getByRole('button', { name: '确定下注' }));
    await flush();
    expect(lastOrder(app)).toMatchObject({ total: 1500 });
    expect(app.platform.inputsOf('placeOrder').at(-1)).toMatchObject({ order: { orderDTO: { bettingAmount: 1500, bettingTimes: 1, bettingTotal: 1500 } } });
  });

  it('"don’t ask again" is the player’s choice, remembered: Bet then places at once, until “confirm before betting” is ticked again', async () => {
    const app = await openGame();
    fireEvent.click(sumThree());
    fireEvent.click(bet());
    await flush();
    fireEvent.click(within(dialog()!).getByRole('checkbox', { name: '不再提示' }));
    fireEvent.click(within(dialog()!).getByRole('button', { name: '确定下注' }));
    await flush();
    expect(app.platform.state.orders).toHaveLength(1);
    expect(app.platform.state.slipMemory.skipConfirm.has(1)).toBe(true);

    const askFirst = within(slip()).getByRole('checkbox', { name: '投注前确认' }) as HTMLInputElement;
    expect(askFirst.checked).toBe(false);
    fireEvent.click(sumThree());
    fireEvent.click(bet());
    await flush();
    expect(dialog()).toBeNull();
    expect(app.platform.state.orders).toHaveLength(2);

    fireEvent.click(askFirst);
    expect(app.platform.state.slipMemory.skipConfirm.has(1)).toBe(false);
    fireEvent.click(sumThree());
    fireEvent.click(bet());
    await flush();
    expect(dialog()).not.toBeNull();
  });

  it('a stake the money rule refuses stays as typed and says why; Bet is off', async () => {
    await openGame();
    fireEvent.click(sumThree());
    fireEvent.change(stakeInput(), { target: { value: '1,5' } });
    expect(stakeInput().value).toBe('1,5');
    expect(within(slip()).getByRole('alert').textContent).toContain('请用数字输入金额');
    expect(bet().disabled).toBe(true);
  });

  it('a typed multiplier stays as typed: a whole number from 1 to 1000 multiplies the stake, anything else is refused and says why', async () => {
    const app = await openGame();
    fireEvent.click(sumThree());
    fireEvent.change(multiplierInput(), { target: { value: '12' } });
    expect([multiplierInput().value, total()]).toEqual(['12', '12.00元']);
    for (const typed of ['2.5', '0', '1001', '1,000']) {
      fireEvent.change(multiplierInput(), { target: { value: typed } });
      expect(multiplierInput().value).toBe(typed);
      expect(multiplierInput().getAttribute('aria-invalid')).toBe('true');
      expect(within(slip()).getByTestId('slip-multiplier-error').textContent).toBe('倍数须为 1 到 1000 的整数');
      expect([total(), bet().disabled, less().disabled, more().disabled]).toEqual(['0.00元', true, true, true]);
    }
    fireEvent.change(multiplierInput(), { target: { value: '999' } });
    fireEvent.click(more());
    expect([multiplierInput().value, more().disabled, within(slip()).queryByTestId('slip-multiplier-error')]).toEqual(['1000', true, null]);
    expect(app.platform.state.orders).toEqual([]);
  });
});

describe('the slip being made', () => {
  it('survives a reload: the picks, the stake and the multiplier as typed come back; placing it drops the draft', async () => {
    const first = await openGame();
    fireEvent.click(sumThree());
    fireEvent.change(stakeInput(), { target: { value: '2.5' } });
    fireEvent.change(multiplierInput(), { target: { value: '4' } });
    const draft = first.platform.state.slipMemory.draft.get('1.1');
    expect(draft).toMatchObject({ stake: '2.5', multiplier: '4' });
    first.unmount();

    // The same browser after a reload, in the same round: the slip as it was, nothing to say.
    const app = await openGame({ prepare: (platform) => void platform.state.slipMemory.draft.set('1.1', draft!) });
    expect(sumThree().getAttribute('aria-pressed')).toBe('true');
    expect([stakeInput().value, multiplierInput().value, total()]).toEqual(['2.5', '4', '10.00元']);
    expect(within(slip()).queryByTestId('slip-changes')).toBeNull();
    fireEvent.click(bet());
    await flush();
    fireEvent.click(within(dialog()!).getByRole('button', { name: '确定下注' }));
    await flush();
    expect(lastOrder(app)).toMatchObject({ total: 1000 });
    expect(app.platform.state.slipMemory.draft.has('1.1')).toBe(false);
  });

  it('restored in a later round with other odds: the round and the odds changed are shown, nothing is placed', async () => {
    const hz = RULES.k3[0]!;
    const app = await openGame({
      prepare: (platform) =>
        platform.state.slipMemory.draft.set('1.1', {
          prizeNo: '20261121001',
          ruleId: hz.id,
          selection: hz.balls.map((group) => (group.name === '3' ? ['3'] : [])),
          stake: '2',
          multiplier: '3',
          rates: hz.balls.map((group) => group.ruleItemRate + 1),
        }),
    });
    const changes = within(slip()).getByTestId('slip-changes').textContent;
    expect(changes).toContain(`投注单原为第 20261121001 期，现投注第 ${app.platform.currentRoundNo(1)} 期。`);
    expect(changes).toContain('赔率已变化。');
    expect([sumThree().getAttribute('aria-pressed'), stakeInput().value, multiplierInput().value]).toEqual(['true', '2', '3']);
    expect(app.platform.state.orders).toEqual([]);
  });

  it('a new round keeps the picks not placed, which now go to it, and says so', async () => {
    const app = await openGame();
    const round = app.platform.currentRoundNo(1);
    fireEvent.click(sumThree());
    await app.advance(ROUND_MS);
    const next = app.platform.currentRoundNo(1);
    expect(sumThree().getAttribute('aria-pressed')).toBe('true');
    expect(within(slip()).getByTestId('slip-changes').textContent).toContain(`投注单原为第 ${round} 期，现投注第 ${next} 期。`);
    fireEvent.click(bet());
    await flush();
    fireEvent.click(within(dialog()!).getByRole('button', { name: '确定下注' }));
    await flush();
    expect(lastOrder(app)).toMatchObject({ prizeNo: next, total: 100 });
  });
});

describe('bet again', () => {
  it('bets the last slip in the next round: the confirmation says the round changed; the same order goes', async () => {
    const app = await openGame();
    fireEvent.click(sumThree());
    fireEvent.click(chip('2.00'));
    fireEvent.click(more());
    fireEvent.click(bet());
    await flush();
    fireEvent.click(within(dialog()!).getByRole('button', { name: '确定下注' }));
    await flush();
    const first = lastOrder(app)!;
    expect(sumThree().getAttribute('aria-pressed')).toBe('false');

    await app.advance(ROUND_MS);
    const next = app.platform.currentRoundNo(1);
    expect(next).not.toBe(first.prizeNo);
    fireEvent.click(within(slip()).getByRole('button', { name: '再来一注' }));
    await flush();
    const asked = dialog()!;
    expect(within(asked).getByTestId('slip-changes').textContent).toContain(`投注单原为第 ${first.prizeNo} 期，现投注第 ${next} 期。`);
    expect(within(asked).getByTestId('slip-confirm-total').textContent).toBe('4.00元');
    fireEvent.click(within(asked).getByRole('button', { name: '确定下注' }));
    await flush();
    expect(lastOrder(app)).toMatchObject({ prizeNo: next, total: 400 });
  });

  it('survives a reload: the stored last slip is there; changed odds are shown and wait for the player’s Bet', async () => {
    const hz = RULES.k3[0]!;
    const app = await openGame({
      prepare: (platform) =>
        platform.state.slipMemory.last.set('1.1', {
          prizeNo: '20261121001',
          ruleId: hz.id,
          selection: hz.balls.map((group) => (group.name === '3' ? ['3'] : [])),
          stake: '2',
          multiplier: '2',
          rates: hz.balls.map((group) => group.ruleItemRate + 1),
        }),
    });
    fireEvent.click(within(slip()).getByRole('button', { name: '再来一注' }));
    await flush();
    expect(dialog()).toBeNull();
    const changes = within(slip()).getByTestId('slip-changes').textContent;
    expect(changes).toContain('赔率已变化。');
    expect(changes).toContain('请核对投注单后再投注。');
    expect(sumThree().getAttribute('aria-pressed')).toBe('true');
    expect([stakeInput().value, total()]).toEqual(['2', '4.00元']);
    expect(app.platform.state.orders).toEqual([]);
  });
});
