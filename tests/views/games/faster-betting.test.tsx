// @vitest-environment jsdom
/**
 * Faster betting (issue 20 §3) as players use it, on the real root system, the fake platform and a
 * SimulatedClock: stake chips and the multiplier, the confirmation (every line, total, balance
 * after; "don't ask again" remembered for the player), bet again of the last slip in the next
 * round and after a reload, with what changed, and the money rule on the stake field.
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
const more = () => within(slip()).getByRole('button', { name: '增加倍数' });
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
    expect(within(slip()).getByTestId('slip-multiplier').textContent).toBe('×3');
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
    await flush(5);
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
    await flush(5);
    expect(app.platform.state.orders).toHaveLength(1);
    expect(app.platform.state.slipMemory.skipConfirm.has(1)).toBe(true);

    const askFirst = within(slip()).getByRole('checkbox', { name: '投注前确认' }) as HTMLInputElement;
    expect(askFirst.checked).toBe(false);
    fireEvent.click(sumThree());
    fireEvent.click(bet());
    await flush(5);
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
    await flush(5);
    const first = lastOrder(app)!;
    expect(sumThree().getAttribute('aria-pressed')).toBe('false');

    await app.advance(ROUND_MS);
    const next = app.platform.currentRoundNo(1);
    expect(next).not.toBe(first.prizeNo);
    fireEvent.click(within(slip()).getByRole('button', { name: '再来一注' }));
    await flush();
    const asked = dialog()!;
    expect(within(asked).getByTestId('slip-changes').textContent).toContain(`上一注是第 ${first.prizeNo} 期，本次投注第 ${next} 期。`);
    expect(within(asked).getByTestId('slip-confirm-total').textContent).toBe('4.00元');
    fireEvent.click(within(asked).getByRole('button', { name: '确定下注' }));
    await flush(5);
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
          multiplier: 2,
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
