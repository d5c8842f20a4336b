// @vitest-environment jsdom
/**
 * The account area's profile and agent pages on the real root actor system and the fake platform
 * (tests/views/support/render-app.tsx): the whole app's routes at /my/index?page=…, so the account
 * machine spawns each page's actor, the fake platform answers, and the top bar is the real one.
 * Each page: its happy path and the §5 refusals in their order, as the player reads them.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgentReportRow } from '../../models/account';
import { ErrorCode } from '../../models/errors';
import { routes } from '../../src/router/routes';
import { demoUser } from '../support/demo-user';
import { setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces(['account']);
  // jsdom has no scrolling; the router's scroll reset calls it.
  window.scrollTo = vi.fn() as never;
});
afterEach(cleanup);

const WAIT = { timeout: 15_000 };

const open = (page: string, options: RenderAppOptions = {}) => renderApp(null, { routes, path: `/my/index?page=${page}`, ...options });

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

/** The message tied to a field (aria-describedby), or null. */
const fieldError = (label: string | RegExp) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0] ?? '')?.textContent ?? null) : null;
};

describe('personal info (user-info)', () => {
  const incomplete: RenderAppOptions = { user: { ...demoUser, name: '', cardNo: '', mobile: '', email: '' } };

  it('refuses in the §5 order, each message at its field, and sends nothing until the form is valid', async () => {
    const app = await open('user-info', incomplete);
    const form = await screen.findByRole('form', { name: '个人资料' }, WAIT);
    const save = within(form).getByRole('button', { name: '保存' });
    const steps: [field: string, value: string | null, errorField: string, message: string][] = [
      ['真实姓名', null, '真实姓名', '请输入真实姓名'],
      ['真实姓名', '   ', '真实姓名', '请输入真实姓名'],
      ['真实姓名', ' 张 ', '真实姓名', '真实姓名至少为2个字符'],
      ['真实姓名', '张三', '身份证号码', '请输入身份证号码'],
      // Saved once and then locked: what cannot be an ID or a mobile is refused first.
      ['身份证号码', '12345', '身份证号码', '身份证号码无效，请核对后输入（18 位，最后一位可为 X）'],
      ['身份证号码', '110101199003070011', '手机号码', '请输入手机号码'],
      ['手机号码', 'abc', '手机号码', '手机号码无效，请输入 11 位手机号'],
    ];
    for (const [field, value, errorField, message] of steps) {
      if (value !== null) type(field, value);
      fireEvent.click(save);
      await flush();
      expect(fieldError(errorField)).toBe(message);
    }
    expect(app.platform.inputsOf('updateProfile')).toEqual([]);
  });

  it('saves, then shows the info read-only with the success message; the session’s user reloads', async () => {
    const app = await open('user-info', incomplete);
    await screen.findByRole('form', { name: '个人资料' }, WAIT);
    type('真实姓名', '张三');
    type('身份证号码', '110101199003070011');
    type('手机号码', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('个人资料保存成功', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('form', { name: '个人资料' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const facts = screen.getByText('真实姓名').closest('dl')!;
    expect(within(facts).getByText('张三')).toBeTruthy();
    expect(within(facts).getByText('13800138000')).toBeTruthy();
    expect(within(facts).getByRole('link', { name: '去绑定' }).getAttribute('href')).toBe('/my/index?page=bind-email');
    expect(app.platform.inputsOf('updateProfile')).toEqual([{ name: '张三', cardNo: '110101199003070011', mobile: '13800138000' }]);
    expect(app.get('session').getSnapshot().context.user?.name).toBe('张三');
  });

  it('shows the server’s own reason when it refuses', async () => {
    const app = await open('user-info', incomplete);
    await screen.findByRole('form', { name: '个人资料' }, WAIT);
    type('真实姓名', '张三');
    type('身份证号码', '110101199003070011');
    type('手机号码', '13800138000');
    app.platform.failNext('updateProfile', ErrorCode.tooFrequent);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('操作过于频繁，请稍后再试');
  });

  it('is read-only when name, ID card and mobile are all there, with the bound e-mail', async () => {
    await open('user-info', { user: { ...demoUser, name: '李四', cardNo: '110101', mobile: '13900000000', email: 'li@example.com' } });
    expect(await screen.findByText('个人资料已完善，如需修改请联系客服。', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('li@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});

describe('password pages', () => {
  it('login password: refusals in the §5 order, then the message, and 1 s later logout and home loaded to log in again', async () => {
    const app = await open('update-password');
    const form = await screen.findByRole('form', { name: '修改登录密码' }, WAIT);
    const submit = within(form).getByRole('button', { name: '确认修改' });
    const steps: [field: string, value: string | null, errorField: string, message: string][] = [
      ['原登录密码', null, '原登录密码', '请输入原密码'],
      ['原登录密码', 'demo1234', '新登录密码', '请输入新密码'],
      ['新登录密码', 'abc12', '新登录密码', '密码长度为6-12位'],
      ['新登录密码', 'abc_1234', '新登录密码', '密码只能由字母和数字组成'],
      // The same password is no change: it would only end every session of the account.
      ['新登录密码', 'demo1234', '新登录密码', '新密码不能与原密码相同'],
      ['新登录密码', 'abcd1234', '确认新密码', '两次输入的密码不一致'],
    ];
    for (const [field, value, errorField, message] of steps) {
      if (value !== null) type(field, value);
      fireEvent.click(submit);
      await flush();
      expect(fieldError(errorField)).toBe(message);
    }
    expect(app.platform.inputsOf('changePassword')).toEqual([]);
    type('确认新密码', 'abcd1234');
    fireEvent.click(submit);
    expect(await screen.findByText('登录密码修改成功，请使用新密码重新登录', {}, WAIT)).toBeTruthy();
    expect(app.platform.effects.navigations).not.toContain('load:/home?relogin=passwordChanged');
    await app.advance(1000);
    expect(app.get('session').getSnapshot().matches('anonymous')).toBe(true);
    // The new page opens the login and says why (AppInput.relogin).
    expect(app.platform.effects.navigations).toContain('load:/home?relogin=passwordChanged');
  });

  it('a wrong old password shows at the old-password field', async () => {
    await open('update-password');
    await screen.findByRole('form', { name: '修改登录密码' }, WAIT);
    type('原登录密码', 'wrong123');
    type('新登录密码', 'abcd1234');
    type('确认新密码', 'abcd1234');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(fieldError('原登录密码')).toBe('密码错误'), WAIT);
  });

  it('every field has show/hide', async () => {
    await open('update-password');
    await screen.findByRole('form', { name: '修改登录密码' }, WAIT);
    const input = screen.getByLabelText('新登录密码', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示新登录密码' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: '隐藏新登录密码' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: /^显示/ })).toHaveLength(2);
  });

  it('withdrawal password: refusals in the §5 order, then code.0 and the fields cleared', async () => {
    const app = await open('update-opt-pwd');
    const form = await screen.findByRole('form', { name: '修改提现密码' }, WAIT);
    const submit = within(form).getByRole('button', { name: '确认修改' });
    const steps: [field: string, value: string | null, errorField: string, message: string][] = [
      ['原提现密码', null, '原提现密码', '请输入原提现密码'],
      ['原提现密码', '123456', '新提现密码', '新提现密码长度为6-10位'],
      ['新提现密码', '12345678901', '新提现密码', '新提现密码长度为6-10位'],
      ['新提现密码', '123456', '新提现密码', '新密码不能与原密码相同'],
      ['新提现密码', '654321', '确认新提现密码', '两次输入的新提现密码不一致'],
    ];
    for (const [field, value, errorField, message] of steps) {
      if (value !== null) type(field, value);
      fireEvent.click(submit);
      await flush();
      expect(fieldError(errorField)).toBe(message);
    }
    type('确认新提现密码', '654321');
    fireEvent.click(submit);
    expect(await screen.findByText('操作成功', {}, WAIT)).toBeTruthy();
    for (const label of ['原提现密码', '新提现密码', '确认新提现密码']) expect((screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(app.platform.state.profile.passwords.withdraw).toBe('654321');
    await app.advance(2000);
    expect(app.platform.state.calls).not.toContain('logout');
  });
});

describe('VIP', () => {
  it('shows the level, the progress to the next one, the table and the explanation', async () => {
    await open('vip', { user: { ...demoUser, vipLevel: 1 } });
    const table = await screen.findByRole('table', { name: 'VIP 等级与累计充值要求' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['VIP00.00元', 'VIP1当前1,000.00元', 'VIP25,000.00元', 'VIP320,000.00元']);
    expect(screen.getByRole('progressbar', { name: '升级进度' }).getAttribute('aria-valuenow')).toBe('38');
    expect(screen.getByText('再充值 2,500.00元 即可升级到 VIP2')).toBeTruthy();
    expect(screen.getByText('VIP 等级按累计充值金额自动升级。')).toBeTruthy();
  });

  it('is not offered when the VIP switch is off: the page falls back to the personal info', async () => {
    await open('vip', { prepare: (platform) => void (platform.state.domain.vipSwitch = '0') });
    expect(await screen.findByRole('region', { name: '个人资料' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'VIP 等级' })).toBeNull();
  });
});

describe('agent share', () => {
  it('shows the QR of the share link, the invite code, the notice and how to share; the button copies with a confirmation', async () => {
    const app = await open('agent-share');
    const qr = await screen.findByRole('img', { name: '邀请链接二维码' }, WAIT);
    expect(qr.getAttribute('width')).toBe('156');
    expect(screen.getByText('FAST01')).toBeTruthy();
    expect(screen.getByText('好友注册后即成为您的下级。')).toBeTruthy();
    // The agent notice is titled as what it is, not as a recharge text.
    expect(screen.getByRole('heading', { name: '代理说明' })).toBeTruthy();
    expect(screen.queryByText('充值说明')).toBeNull();
    expect(screen.getByText('复制邀请链接，发送给好友。')).toBeTruthy();
    expect(screen.getByText('下级每笔已结算的投注，您可获得投注额 0.5% 的返佣。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('邀请链接已复制，快去分享给好友吧', {}, WAIT)).toBeTruthy();
    expect(app.platform.state.profile.copied).toEqual(['https://fastdraw.test/pages/auth/register?invite=FAST01']);
    await app.advance(3000);
    expect(screen.queryByText('邀请链接已复制，快去分享给好友吧')).toBeNull();
  });

  it('when the browser refuses to copy, says so and selects the link to copy by hand', async () => {
    await open('agent-share', { prepare: (platform) => void (platform.state.profile.clipboardFails = true) });
    fireEvent.click(await screen.findByRole('button', { name: '复制链接' }, WAIT));
    expect(await screen.findByText(/浏览器不允许自动复制/, {}, WAIT)).toBeTruthy();
    const link = screen.getByLabelText('邀请链接') as HTMLInputElement;
    expect(document.activeElement).toBe(link);
    expect(link.selectionStart).toBe(0);
    expect(link.selectionEnd).toBe(link.value.length);
  });

  it('a failed load offers a retry', async () => {
    await open('agent-share', { prepare: (platform) => platform.failNext('fetchAgentShare', ErrorCode.internal) });
    fireEvent.click(await screen.findByRole('button', { name: '重试' }, WAIT));
    expect(await screen.findByText('FAST01', {}, WAIT)).toBeTruthy();
  });
});

describe('agent record', () => {
  const row = (n: number): AgentReportRow => ({ account: `sub${String(n).padStart(3, '0')}`, prizeAmount: n * 100, rebateAmount: n, bettingAmount: 0, registerTime: '2026-11-01 10:00:00' });

  it('has its title, the sub-accounts with prize and rebate, the total and 10 a page', async () => {
    const app = await open('agent-record', { prepare: (platform) => void (platform.state.profile.agent.report = Array.from({ length: 12 }, (_, i) => row(i + 1))) });
    // The page's own name, not a breadcrumb that repeats the menu.
    const table = await screen.findByRole('table', { name: '代理记录' }, WAIT);
    expect(screen.getByRole('heading', { name: '代理记录' })).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), WAIT);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('sub0011.00元0.01元');
    expect(screen.getByText('共 12 个下级')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((r) => r.firstChild?.textContent)).toEqual(['sub011', 'sub012']), WAIT);
    const query = app.platform.inputsOf('fetchAgentReport')[0]!;
    expect(query).toMatchObject({ pageIndex: 1, pageSize: 10 });
    expect(query.startDate < query.endDate).toBe(true);
  });

  it('says when there is nobody in the range', async () => {
    await open('agent-record');
    expect(await screen.findByText('该时间段内暂无下级记录', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('共 0 个下级')).toBeTruthy();
  });
});

describe('avatar picker', () => {
  it('opens from the menu’s avatar, moves with the arrow keys, saves a changed choice, and the top bar follows without a reload', async () => {
    const app = await open('user-info');
    fireEvent.click(await screen.findByRole('button', { name: '更换头像' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: '选择头像' }, WAIT);
    const group = within(dialog).getByRole('radiogroup', { name: '选择头像' });
    expect(within(group).getAllByRole('radio')).toHaveLength(16);
    const current = within(group).getByRole('radio', { name: '头像 1（当前）' });
    expect(current.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(current));
    fireEvent.keyDown(current, { key: 'ArrowRight' });
    await flush();
    const next = within(group).getByRole('radio', { name: '头像 2' });
    await waitFor(() => expect(next.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(app.platform.inputsOf('updateAvatar')).toEqual([{ avatar: 'b_02.png' }]);
    const topBarAvatar = screen.getByTestId('top-bar').querySelector('img')!;
    await waitFor(() => expect(topBarAvatar.getAttribute('src')).toMatch(/avatars\/b_02\.svg$/), WAIT);
    expect(app.platform.effects.reloads).toBe(0);
  });

  it('confirming the current avatar or cancelling saves nothing', async () => {
    const app = await open('user-info');
    fireEvent.click(await screen.findByRole('button', { name: '更换头像' }, WAIT));
    fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: '更换头像' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('radio', { name: '头像 9' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(app.platform.inputsOf('updateAvatar')).toEqual([]);
  });

  it('Escape cancels; a refused save keeps the dialog open with the reason', async () => {
    const app = await open('user-info');
    fireEvent.click(await screen.findByRole('button', { name: '更换头像' }, WAIT));
    let dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: '更换头像' }));
    dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('radio', { name: '头像 5' }));
    app.platform.failNext('updateAvatar', ErrorCode.tooFrequent);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert', {}, WAIT)).textContent).toBe('操作过于频繁，请稍后再试');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
