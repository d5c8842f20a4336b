// @vitest-environment jsdom
/**
 * The account area's money pages on the real root actor system and the fake platform
 * (tests/views/support/render-app.tsx, tests/support/fake-money.ts): the app's routes at
 * /my/index?page=…, so the account machine spawns each page's actor and the top bar is the real
 * one. Each page: its happy path and the §5 refusals in their order, as the player reads them.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FundRecord, UserBank } from '../../models/account';
import { dateRange } from '../../models/dates';
import { ErrorCode } from '../../models/errors';
import { routes } from '../../src/router/routes';
import { demoUser } from '../support/demo-user';
import { lastCode, payDeposit, USDT_WALLET } from '../support/fake-money';
import type { FakePlatform } from '../support/fake-platform';
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

const input = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

/** The message tied to a field (aria-describedby), or null. */
const fieldError = (label: string | RegExp) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0] ?? '')?.textContent ?? null) : null;
};

/** Chooses in a searchable select: type part of the label, Enter takes the first match. */
async function choose(label: string, search: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.change(box, { target: { value: search } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await flush();
}

const BOUND: UserBank = { id: 77, bankId: 2, bankName: '招商银行', bankCode: 'CMB', bankCardNo: '6225880000001234', bankUserName: '张三', bankSub: '', bankNumber: '', bankUserNameKa: '' };

const withMoney = (setup: (platform: FakePlatform) => void, options: RenderAppOptions = {}): RenderAppOptions => ({ ...options, prepare: setup });

describe('deposit', () => {
  it('shows the methods without SDK ones, the first chosen, with the badge and the bonus', async () => {
    await open('deposit');
    const methods = await screen.findByRole('group', { name: '支付方式' }, WAIT);
    const radios = within(methods).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['银行卡转账推荐', '电子钱包赠送 1.5%', 'USDT', 'VIP 客服充值']);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('充值到账后即可投注。')).toBeTruthy();
    expect(screen.getByText('单笔限额：100.00元 – 50,000.00元')).toBeTruthy();
  });

  it('refuses in the §5 order and sends nothing: no amount, then one outside the limit', async () => {
    const app = await open('deposit');
    await screen.findByRole('group', { name: '支付方式' }, WAIT);
    const submit = screen.getByRole('button', { name: '立即充值' });
    fireEvent.click(submit);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的金额');
    fireEvent.click(screen.getByRole('button', { name: '其他金额' }));
    // What was typed stays as typed and is refused, never read as another number.
    type('输入金额', '5a0');
    expect((input('输入金额') as HTMLInputElement).value).toBe('5a0');
    fireEvent.click(submit);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('请用数字输入金额，小数用小数点，例如 150.50');
    type('输入金额', '150,50');
    fireEvent.click(submit);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('请用数字输入金额，小数用小数点，例如 150.50');
    type('输入金额', '150.505');
    fireEvent.click(submit);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('金额最多两位小数');
    type('输入金额', '50');
    fireEvent.click(submit);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('请输入 100.00元 至 50,000.00元 之间的金额');
    expect(app.platform.inputsOf('deposit')).toEqual([]);
  });

  it('an other amount with decimals is ordered exactly as typed (150.50 is 150.50, not 15,050)', async () => {
    const app = await open('deposit', { user: { ...demoUser, balance: 0 } });
    await screen.findByRole('group', { name: '支付方式' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: '其他金额' }));
    type('输入金额', '150.50');
    expect((input('输入金额') as HTMLInputElement).value).toBe('150.50');
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await flush();
    expect(app.platform.inputsOf('deposit')).toMatchObject([{ payTypeId: 1, money: 15_050 }]);
  });

  it('pays at the cashier in a new window, waits for it, and shows the balance and the record', async () => {
    const app = await open('deposit', { user: { ...demoUser, balance: 0 } });
    await screen.findByRole('group', { name: '支付方式' }, WAIT);
    fireEvent.click(within(screen.getByRole('group', { name: '支付方式' })).getByText('电子钱包'));
    fireEvent.click(screen.getByRole('button', { name: '200.00元' }));
    expect(screen.getByRole('button', { name: '200.00元' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await flush();
    expect(app.platform.inputsOf('deposit')).toEqual([{ payTypeId: 2, money: 20_000, isPaySDK: 0, protocolType: '', virtualType: '', checkType: 1, device: 'pc' }]);
    const orderId = app.platform.state.money.deposits[0]!.orderId;
    expect(app.platform.state.money.opened).toEqual([`/payment/pay/cashier/${orderId}?token=t`]);
    expect(await screen.findByText(`订单 ${orderId} 等待支付结果…`, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '打开收银台' }).getAttribute('rel')).toBe('noopener noreferrer');

    payDeposit(app.platform.state, app.clock, orderId);
    await app.advance(3000);
    expect(await screen.findByText('充值成功，200.00元 已到账，另赠送 3.00元。', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('deposit-balance').textContent).toBe('203.00元'), WAIT);
    expect(app.platform.state.money.fund.map((r) => [r.typeId, r.amount])).toEqual([
      [9, 300],
      [0, 20_000],
    ]);
  });

  it('shows a cashier given as HTML in a sandboxed frame without same-origin rights, never in a window of ours', async () => {
    const html = '<form action="https://gateway.test/pay"><button>Pay</button></form><script>parent.document.cookie</script>';
    const app = await open('deposit', withMoney((p) => (p.state.money.cashierHtml = html)));
    await screen.findByRole('group', { name: '支付方式' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: '500.00元' }));
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await flush();
    const frame = (await screen.findByTitle('支付收银台', {}, WAIT)) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toBe(html);
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ')).toContain('allow-forms');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(app.platform.state.money.opened).toEqual([]);
  });

  it('USDT: the network changes presets and limits, shows the rate and the expected USDT, and opens the order page', async () => {
    const app = await open('deposit');
    await screen.findByRole('group', { name: '支付方式' }, WAIT);
    fireEvent.click(within(screen.getByRole('group', { name: '支付方式' })).getByText('USDT'));
    await flush();
    const networks = screen.getByRole('group', { name: '链类型' });
    expect((within(networks).getByLabelText('TRC20') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('汇率：1 USDT = 7.25元')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '725.00元' }));
    expect(screen.getByTestId('deposit-usdt-expected').textContent).toBe('预计支付：100.00 USDT');
    fireEvent.click(screen.getByRole('button', { name: '其他金额' }));
    type('输入金额', '1000');
    expect(screen.getByTestId('deposit-usdt-expected').textContent).toBe('预计支付：137.93 USDT');
    fireEvent.click(within(networks).getByLabelText('ERC20'));
    await flush();
    expect(screen.queryByLabelText('输入金额')).toBeNull();
    expect(screen.getByRole('button', { name: '3,625.00元' })).toBeTruthy();
    expect(screen.getByText('单笔限额：3,625.00元 – 72,500.00元')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3,625.00元' }));
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await flush();
    expect(app.platform.inputsOf('deposit')[0]).toMatchObject({ payTypeId: 3, money: 362_500, protocolType: 'ERC20', virtualType: 'USDT', checkType: 2 });
    const orderId = app.platform.state.money.deposits[0]!.orderId;
    expect(app.platform.effects.navigations).toContain(`/my/index?page=deposit-usdt-info&orderId=${orderId}`);
  });

  it('customer-service mode when deposits are off, and when the list cannot be loaded', async () => {
    await open('deposit', withMoney((p) => (p.state.money.rechargeSwitch = '0')));
    expect(await screen.findByText('在线充值暂未开放，请联系客服为您充值。', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '联系客服' }).getAttribute('href')).toBe('/pages/chat/customer-service');
    expect(screen.getByText('充值到账后即可投注。')).toBeTruthy();
    cleanup();
    await open('deposit', withMoney((p) => p.failNext('fetchPayList', ErrorCode.internal)));
    expect(await screen.findByText('在线充值暂未开放，请联系客服为您充值。', {}, WAIT)).toBeTruthy();
  });

  it('svip: the button opens the method’s contact page, no order is made', async () => {
    const app = await open('deposit');
    await screen.findByRole('group', { name: '支付方式' }, WAIT);
    fireEvent.click(within(screen.getByRole('group', { name: '支付方式' })).getByText('VIP 客服充值'));
    await flush();
    expect(screen.queryByRole('button', { name: '其他金额' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '联系客服' }));
    await flush();
    expect(app.platform.state.money.opened).toEqual(['https://fastdraw.test/pages/chat/customer-service']);
    expect(app.platform.inputsOf('deposit')).toEqual([]);
  });
});

describe('USDT order (deposit-usdt-info)', () => {
  it('shows the wallet with its QR and copy, refuses an empty transaction id, credits on submission', async () => {
    const app = await open('deposit-usdt-info&orderId=D1', {
      user: { ...demoUser, balance: 0 },
      prepare: (p) =>
        p.state.money.deposits.push({
          orderId: 'D1',
          payTypeId: 3,
          payName: 'USDT',
          checkType: 2,
          money: 72_500,
          bonus: 0,
          status: 0,
          createTime: '2026-11-22 20:00:00',
          expireTime: '2026-11-22 20:30:00',
          protocolType: 'TRC20',
          walletAddress: USDT_WALLET,
          usdtAmount: 10_000,
          exchangeRate: 7.25,
          txId: '',
        }),
    });
    expect(await screen.findByTestId('usdt-wallet', {}, WAIT)).toHaveProperty('textContent', USDT_WALLET);
    expect(screen.getByText('100.00 USDT')).toBeTruthy();
    expect(screen.getByRole('img', { name: '收款钱包地址二维码' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '复制地址' }));
    await flush();
    expect(app.platform.state.profile.copied).toEqual([USDT_WALLET]);
    expect(screen.getByRole('button', { name: '已复制' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await flush();
    expect(fieldError('区块链交易ID')).toBe('请输入区块链交易ID');
    type('区块链交易ID', '   ');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await flush();
    expect(fieldError('区块链交易ID')).toBe('请输入区块链交易ID');
    expect(app.platform.inputsOf('submitTxId')).toEqual([]);
    type('区块链交易ID', ' 0xabc123 ');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('充值已到账。', {}, WAIT)).toBeTruthy();
    expect(app.platform.inputsOf('submitTxId')).toEqual([{ orderId: 'D1', txId: '0xabc123' }]);
    expect(screen.getByText('已到账')).toBeTruthy();
    await waitFor(() => expect(app.get('session').getSnapshot().context.user?.balance).toBe(72_500), WAIT);
  });
});

describe('withdraw', () => {
  const ready = (extra: Partial<typeof demoUser> = {}) =>
    withMoney((p) => (p.state.money.bound = { ...BOUND }), { user: { ...demoUser, balance: 500_000, email: 'player@fastdraw.test', ...extra } });

  it('refuses in the §5 order, each message where it belongs, and sends nothing', async () => {
    const app = await open('withdraw', ready());
    await screen.findByRole('form', { name: '提现' }, WAIT);
    const submit = screen.getByRole('button', { name: '提交提现' });
    const press = async () => {
      fireEvent.click(submit);
      await flush();
    };
    await press();
    expect(fieldError('提现账户')).toBe('请选择提现账户');
    await choose('提现账户', '1234');
    // The bound entry reads masked: enough to recognise, not to copy.
    expect((screen.getByRole('combobox', { name: '提现账户' }) as HTMLInputElement).value).toBe('招商银行 · **** 1234 · 张三');
    await press();
    expect(fieldError('提现金额')).toBe('请输入正确的提现金额，且不能超过可用余额');
    type('提现金额', '5001');
    await press();
    expect(fieldError('提现金额')).toBe('请输入正确的提现金额，且不能超过可用余额');
    type('提现金额', '50');
    await press();
    expect(fieldError('提现密码')).toBe('请输入提现密码');
    type('提现密码', '123456');
    await press();
    expect(fieldError('提现金额')).toBe('单笔最低提现金额为 100.00元');
    type('提现金额', '200');
    await press();
    expect(fieldError('邮箱验证码')).toBe('请输入邮箱验证码');
    expect(app.platform.inputsOf('addWithdraw')).toEqual([]);
  });

  it('says why when withdrawing is not allowed (status 1), before anything else', async () => {
    await open('withdraw', withMoney((p) => Object.assign(p.state.money.withdraw, { status: 1, staticNotice: '系统维护中，暂停提现' })));
    await screen.findByRole('form', { name: '提现' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: '提交提现' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('系统维护中，暂停提现');
  });

  it('sends the code with its countdown, withdraws, clears the form and drops the balance at once', async () => {
    const app = await open('withdraw', ready());
    await screen.findByRole('form', { name: '提现' }, WAIT);
    expect(screen.getByTestId('withdraw-available').textContent).toBe('5,000.00元');
    expect(screen.getByText('验证码将发送至 player@fastdraw.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await flush();
    expect(screen.getByRole('button', { name: '120 秒后重发' })).toHaveProperty('disabled', true);
    expect(screen.getByText('验证码已发送，请查收邮件。')).toBeTruthy();
    await app.advance(5000);
    expect(screen.getByRole('button', { name: '115 秒后重发' })).toBeTruthy();

    await choose('提现账户', '招商');
    type('提现金额', '1200');
    type('提现密码', '123456');
    type('邮箱验证码', lastCode(app.platform.state, 1));
    fireEvent.click(screen.getByRole('button', { name: '提交提现' }));
    await flush();
    // Nothing is sent before the confirmation: the exact amount, the fee and the masked destination.
    expect(app.platform.inputsOf('addWithdraw')).toEqual([]);
    const confirm = await screen.findByRole('dialog', { name: '确认提现' }, WAIT);
    expect(within(confirm).getByTestId('withdraw-confirm').textContent).toBe('提现金额1,200.00元手续费0.00元实际到账1,200.00元收款账户招商银行 · **** 1234 · 张三');
    fireEvent.click(within(confirm).getByRole('button', { name: '确认提现' }));
    expect(await screen.findByText('提现申请已提交，请等待审核。', {}, WAIT)).toBeTruthy();
    expect(app.platform.inputsOf('addWithdraw')).toEqual([
      { id: 77, bankId: 2, bankName: '招商银行', bankCardNo: '6225880000001234', bankUserName: '张三', amount: 120_000, withdrawPassword: '123456', email: 'player@fastdraw.test', verifyCode: lastCode(app.platform.state, 1) },
    ]);
    expect(screen.getByTestId('withdraw-available').textContent).toBe('3,800.00元');
    expect((input('提现金额') as HTMLInputElement).value).toBe('');
    expect((input('提现密码') as HTMLInputElement).value).toBe('');
    expect((input('邮箱验证码') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(app.get('session').getSnapshot().context.user?.balance).toBe(380_000), WAIT);
    expect(app.platform.inputsOf('fetchWithdrawInfo')).toHaveLength(2);
    expect(app.platform.state.money.fund[0]).toMatchObject({ typeId: 3, status: 0, amount: -120_000 });
  });

  it('withdraws 150.5 as 150.50, not 1505; going back from the confirmation sends nothing and keeps the form', async () => {
    const app = await open('withdraw', ready({ email: '' }));
    await screen.findByRole('form', { name: '提现' }, WAIT);
    await choose('提现账户', '招商');
    type('提现金额', '150.5');
    expect((input('提现金额') as HTMLInputElement).value).toBe('150.5');
    type('提现密码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '提交提现' }));
    let confirm = await screen.findByRole('dialog', { name: '确认提现' }, WAIT);
    expect(within(confirm).getByText('150.50元', { selector: 'dd:not([class*=balance])' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '返回修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(app.platform.inputsOf('addWithdraw')).toEqual([]);
    expect((input('提现金额') as HTMLInputElement).value).toBe('150.5');
    type('提现金额', '150,5');
    fireEvent.click(screen.getByRole('button', { name: '提交提现' }));
    await flush();
    expect(fieldError('提现金额')).toBe('请用数字输入金额，小数用小数点，例如 150.50');
    expect(screen.queryByRole('dialog')).toBeNull();
    type('提现金额', '150.5');
    fireEvent.click(screen.getByRole('button', { name: '提交提现' }));
    confirm = await screen.findByRole('dialog', { name: '确认提现' }, WAIT);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认提现' }));
    expect(await screen.findByText('提现申请已提交，请等待审核。', {}, WAIT)).toBeTruthy();
    expect(app.platform.inputsOf('addWithdraw')).toMatchObject([{ amount: 15_050 }]);
  });

  it('shows a wrong withdrawal password at its field (1006)', async () => {
    const app = await open('withdraw', ready({ email: '' }));
    await screen.findByRole('form', { name: '提现' }, WAIT);
    expect(screen.queryByLabelText('邮箱验证码')).toBeNull();
    await choose('提现账户', '招商');
    type('提现金额', '300');
    type('提现密码', 'wrong1');
    fireEvent.click(screen.getByRole('button', { name: '提交提现' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '确认提现' }, WAIT)).getByRole('button', { name: '确认提现' }));
    await waitFor(() => expect(fieldError('提现密码')).toBe('提现密码错误'), WAIT);
    expect(app.platform.state.user.balance).toBe(500_000);
  });

  it('the bank selector searches, says when nothing matches, and clears', async () => {
    await open('withdraw', ready());
    await screen.findByRole('form', { name: '提现' }, WAIT);
    const box = screen.getByRole('combobox', { name: '提现账户' });
    fireEvent.change(box, { target: { value: '工商' } });
    expect(screen.getByText('没有匹配的账户')).toBeTruthy();
    fireEvent.change(box, { target: { value: '张三' } });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(box, { key: 'Enter' });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '清除所选账户' }));
    await flush();
    expect((box as HTMLInputElement).value).toBe('');
  });
});

describe('bind bank', () => {
  it('refuses in the §5 order, binds, and then shows the bound card read-only with the tip', async () => {
    const app = await open('bind-bank');
    await screen.findByRole('form', { name: '绑定提现方式' }, WAIT);
    const submit = screen.getByRole('button', { name: '确认绑定' });
    fireEvent.click(submit);
    await flush();
    expect(fieldError('开户银行')).toBe('请选择银行');
    await choose('开户银行', '工商');
    fireEvent.click(submit);
    await flush();
    expect(fieldError('银行卡号')).toBe('请输入银行卡号');
    type('银行卡号', '6222020000001111');
    fireEvent.click(submit);
    await flush();
    expect(fieldError('持卡人姓名')).toBe('请输入持卡人姓名');
    type('持卡人姓名', ' 李四 ');
    fireEvent.click(submit);
    await flush();
    // A binding is for good: the withdrawal password confirms it is the player.
    expect(fieldError('提现密码')).toBe('请输入提现密码');
    expect(app.platform.inputsOf('bindBank')).toEqual([]);
    type('提现密码', 'wrong1');
    fireEvent.click(submit);
    await waitFor(() => expect(fieldError('提现密码')).toBe('提现密码错误'), WAIT);
    type('提现密码', '123456');
    fireEvent.click(submit);
    const bound = await screen.findByTestId('bound-bank', {}, WAIT);
    expect(within(bound).getByText('中国工商银行')).toBeTruthy();
    // Shown back masked: enough to recognise, not to copy.
    expect(within(bound).getByText('**** 1111')).toBeTruthy();
    expect(within(bound).queryByText('6222020000001111')).toBeNull();
    expect(within(bound).getByText('李四')).toBeTruthy();
    expect(screen.getByText('绑定成功。')).toBeTruthy();
    expect(screen.getByText(/只能绑定一个提现方式/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: '绑定提现方式' })).toBeNull();
    expect(app.platform.inputsOf('bindBank')).toEqual([
      { bankId: 1, bankCardNo: '6222020000001111', bankUserName: '李四', withdrawPassword: 'wrong1' },
      { bankId: 1, bankCardNo: '6222020000001111', bankUserName: '李四', withdrawPassword: '123456' },
    ]);
    await waitFor(() => expect(app.get('session').getSnapshot().context.user?.bindStatus).toBe(true), WAIT);
  });

  it('a USDT wallet asks for the address of its network, checksum included, and no holder', async () => {
    const app = await open('bind-bank');
    await screen.findByRole('form', { name: '绑定提现方式' }, WAIT);
    await choose('开户银行', 'USDT');
    expect(screen.queryByLabelText('持卡人姓名')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await flush();
    expect(fieldError('钱包地址')).toBe('请输入钱包地址');
    type('提现密码', '123456');
    for (const address of ['not-a-wallet', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', '0xdAC17F958D2ee523a2206206994597C13D831ec7']) {
      type('钱包地址', address);
      fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
      await flush();
      expect(fieldError('钱包地址'), address).toMatch(/^钱包地址无效/);
    }
    expect(app.platform.inputsOf('bindBank')).toEqual([]);
    type('钱包地址', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    const bound = await screen.findByTestId('bound-bank', {}, WAIT);
    expect(within(bound).getByText('TR7NHq…Lj6t')).toBeTruthy();
    expect(app.platform.inputsOf('bindBank')).toEqual([{ bankId: 3, bankCardNo: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', bankUserName: '', withdrawPassword: '123456' }]);
  });

  it('says 4001 at the card when another player bound it', async () => {
    await open('bind-bank');
    await screen.findByRole('form', { name: '绑定提现方式' }, WAIT);
    await choose('开户银行', '招商');
    type('银行卡号', '6222000000000009');
    type('持卡人姓名', '王五');
    type('提现密码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(fieldError('银行卡号')).toBe('该提现方式已被其他用户绑定'), WAIT);
  });

  it('the jp variant adds branch, account number and kana name (not checked)', async () => {
    const app = await open('bind-bank', { config: { variant: 'jp' } });
    await screen.findByRole('form', { name: '绑定提现方式' }, WAIT);
    await choose('开户银行', '工商');
    type('银行卡号', '1234567');
    type('持卡人姓名', '山田太郎');
    type('支行名称', '新宿支店');
    type('持卡人姓名（片假名）', 'ヤマダタロウ');
    type('提现密码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByTestId('bound-bank', {}, WAIT)).toBeTruthy();
    expect(app.platform.inputsOf('bindBank')).toEqual([{ bankId: 1, bankCardNo: '1234567', bankUserName: '山田太郎', withdrawPassword: '123456', bankSub: '新宿支店', bankNumber: '', bankUserNameKa: 'ヤマダタロウ' }]);
  });

  it('is read-only at once when a method is bound', async () => {
    await open('bind-bank', withMoney((p) => (p.state.money.bound = { ...BOUND })));
    const bound = await screen.findByTestId('bound-bank', {}, WAIT);
    expect(within(bound).getByText('**** 1234')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('bind e-mail', () => {
  it('bind mode: checks the address before a code, the code before binding; a wrong code is 1002; binding shows the address', async () => {
    const app = await open('bind-email');
    await screen.findByRole('form', { name: '绑定邮箱' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的邮箱地址');
    type('邮箱地址', 'player@');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await flush();
    expect(app.platform.inputsOf('sendEmailCode')).toEqual([]);
    type('邮箱地址', 'player@fastdraw.test');
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    await flush();
    expect(fieldError('邮箱验证码')).toBe('请输入邮箱验证码');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await flush();
    expect(app.platform.inputsOf('sendEmailCode')).toEqual([{ type: 2, email: 'player@fastdraw.test' }]);
    expect(screen.getByRole('button', { name: '120 秒后重发' })).toBeTruthy();
    type('邮箱验证码', '000000');
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    await waitFor(() => expect(fieldError('邮箱验证码')).toBe('验证码错误'), WAIT);
    type('邮箱验证码', lastCode(app.platform.state, 2));
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('邮箱绑定成功。', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('bound-email').textContent).toBe('player@fastdraw.test');
    await waitFor(() => expect(app.get('session').getSnapshot().context.user?.email).toBe('player@fastdraw.test'), WAIT);
  });

  it('the resend countdown survives leaving the page and coming back (the deadline is stored)', async () => {
    const app = await open('bind-email');
    await screen.findByRole('form', { name: '绑定邮箱' }, WAIT);
    type('邮箱地址', 'player@fastdraw.test');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await flush();
    expect(app.platform.state.money.resendDeadlines.get(2)).toBeGreaterThan(0);
    await app.advance(30_000);
    cleanup();
    await app.render(null, { routes, path: '/my/index?page=bind-email' });
    await screen.findByRole('form', { name: '绑定邮箱' }, WAIT);
    expect(screen.getByRole('button', { name: '90 秒后重发' })).toHaveProperty('disabled', true);
    await app.advance(90_000);
    expect(screen.getByRole('button', { name: '发送验证码' })).toHaveProperty('disabled', false);
    expect(app.platform.state.money.resendDeadlines.has(2)).toBe(false);
  });

  it('edit mode: a code to the bound address unbinds it, then the page is in bind mode again', async () => {
    const app = await open('bind-email', { user: { ...demoUser, email: 'old@fastdraw.test' } });
    await screen.findByRole('form', { name: '邮箱管理' }, WAIT);
    expect(screen.getByTestId('bound-email').textContent).toBe('old@fastdraw.test');
    fireEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    await flush();
    expect(fieldError('邮箱验证码')).toBe('请输入邮箱验证码');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await flush();
    expect(app.platform.inputsOf('sendEmailCode')).toEqual([{ type: 3, email: '' }]);
    type('邮箱验证码', lastCode(app.platform.state, 3));
    fireEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    expect(await screen.findByText('邮箱已解除绑定，您可以绑定新的邮箱。', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('form', { name: '绑定邮箱' })).toBeTruthy();
    expect(app.platform.inputsOf('bindEmail')).toEqual([{ email: 'old@fastdraw.test', code: lastCode(app.platform.state, 3), type: 3 }]);
  });
});

describe('fund records (transaction)', () => {
  const record = (id: number, typeId: FundRecord['typeId'], amount: number, extra: Partial<FundRecord> = {}): FundRecord => ({
    id,
    typeId,
    status: null,
    amount,
    balance: 0,
    desp: '',
    createTime: '2026-11-22 20:00:00',
    ...extra,
  });

  it('lists with the type labels of §4, the description only for typeId 8, 8 a page; filters and resets', async () => {
    const app = await open(
      'transaction',
      withMoney((p) => {
        p.state.money.fund = [
          record(1, 3, -50_000, { status: 0 }),
          record(2, 8, 50_000, { desp: '银行卡信息有误' }),
          record(3, 3, -20_000, { status: 2, desp: 'not shown' }),
          record(4, 0, 100_000, { desp: 'not shown either' }),
          ...Array.from({ length: 6 }, (_, i) => record(10 + i, 1, -200)),
        ];
      }),
    );
    const table = await screen.findByTestId('fund-records', {}, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9), WAIT);
    expect(app.platform.inputsOf('fetchFundRecords')[0]).toEqual({ detailsTypeId: null, ...dateRange(1, new Date()), pageIndex: 1, pageSize: 8 });
    const cells = (id: number) => within(screen.getByTestId(`fund-${id}`)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['类型', '金额', '说明', '时间']);
    expect(cells(1).slice(0, 3)).toEqual(['提现 (处理中)', '-500.00元', '']);
    expect(cells(2).slice(0, 3)).toEqual(['提现驳回退款', '+500.00元', '银行卡信息有误']);
    expect(cells(3).slice(0, 3)).toEqual(['提现 (已驳回)', '-200.00元', '']);
    expect(cells(4).slice(0, 3)).toEqual(['充值', '+1,000.00元', '']);
    expect(cells(1)[3]).toBe('22/11/2026 20:00:00');

    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await flush();
    expect(app.platform.inputsOf('fetchFundRecords').at(-1)).toMatchObject({ pageIndex: 2 });
    expect(screen.getByTestId('fund-15')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: '类型' }), { target: { value: '0' } });
    expect(app.platform.inputsOf('fetchFundRecords')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await flush();
    expect(app.platform.inputsOf('fetchFundRecords').at(-1)).toMatchObject({ detailsTypeId: 0, pageIndex: 1 });
    expect(within(screen.getByTestId('fund-records')).queryByRole('columnheader', { name: '说明' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await flush();
    expect(app.platform.inputsOf('fetchFundRecords').at(-1)).toMatchObject({ detailsTypeId: null, pageIndex: 1 });
    expect((screen.getByRole('combobox', { name: '类型' }) as HTMLSelectElement).value).toBe('');
  });
});
