// @vitest-environment jsdom
/**
 * The deposit and withdrawal histories and the deposit page's "I have paid" answer (issue 17 §5),
 * on the real root actor system and the fake platform (tests/support/fake-money.ts).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/router/routes';
import { demoUser } from '../support/demo-user';
import { payDeposit } from '../support/fake-money';
import { setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces(['money', 'account']);
  window.scrollTo = vi.fn() as never;
});
afterEach(cleanup);

const WAIT = { timeout: 15_000 };
const open = (page: string, options: RenderAppOptions = {}) => renderApp(null, { routes, path: `/my/index?page=${page}`, ...options });

async function startDeposit() {
  const app = await open('deposit', { user: { ...demoUser, balance: 0 } });
  const methods = await screen.findByRole('group', { name: '支付方式' }, WAIT);
  fireEvent.click(within(methods).getByText('电子钱包'));
  fireEvent.click(await screen.findByRole('button', { name: '200.00元' }, WAIT));
  fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
  await flush();
  return { app, orderId: app.platform.state.money.deposits[0]!.orderId };
}

describe('"I have paid"', () => {
  it('says the payment is not in yet, then shows it credited once it is', async () => {
    const { app, orderId } = await startDeposit();
    fireEvent.click(await screen.findByRole('button', { name: '我已完成支付' }, WAIT));
    // "Checking…" first, then the answer.
    expect(await screen.findByTestId('deposit-feedback', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('deposit-feedback').textContent).toMatch(/暂未收到您的付款/), WAIT);
    payDeposit(app.platform.state, app.clock, orderId);
    fireEvent.click(screen.getByRole('button', { name: '我已完成支付' }));
    expect(await screen.findByText(/充值成功，200\.00元 已到账/, {}, WAIT)).toBeTruthy();
  });

  it('says an order past its time expired and cannot be paid', async () => {
    const { app } = await startDeposit();
    app.platform.state.money.deposits[0]!.status = 4;
    fireEvent.click(await screen.findByRole('button', { name: '我已完成支付' }, WAIT));
    expect(await screen.findByText(/该订单已超过支付时限，已失效，不能再支付/, {}, WAIT)).toBeTruthy();
  });
});

describe('histories', () => {
  it('lists the deposit orders newest first with their status, reached from the deposit page', async () => {
    const { app, orderId } = await startDeposit();
    payDeposit(app.platform.state, app.clock, orderId);
    app.platform.state.money.deposits.push({ ...app.platform.state.money.deposits[0]!, orderId: 'D-OLD', money: 15_050, status: 4 });
    fireEvent.click(screen.getByRole('link', { name: '查看充值记录' }));
    const region = await screen.findByRole('region', { name: '充值记录' }, WAIT);
    const rows = await within(region).findAllByRole('row', {}, WAIT);
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([expect.stringContaining('D-OLD'), expect.stringContaining(orderId)]);
    expect(rows[1]!.textContent).toContain('150.50元已过期');
    expect(rows[2]!.textContent).toContain('200.00元已到账');
  });

  it('lists withdrawals with a rejection\'s reason, and says when there are none', async () => {
    await open('withdraw-history', {
      prepare: (platform) => {
        platform.state.money.withdrawals.push({ id: 41, amount: 20_000, status: 1 }, { id: 42, amount: 30_000, status: 2, reason: '银行卡信息有误' });
      },
    });
    const region = await screen.findByRole('region', { name: '提现记录' }, WAIT);
    const rows = await within(region).findAllByRole('row', {}, WAIT);
    expect(rows[1]!.textContent).toMatch(/^42.*300\.00元已驳回 — 原因：银行卡信息有误/);
    expect(rows[2]!.textContent).toMatch(/^41.*200\.00元已通过/);
    cleanup();
    await open('withdraw-history');
    expect(await screen.findByText('暂无提现记录', {}, WAIT)).toBeTruthy();
  });
});
