// @vitest-environment jsdom
/**
 * The forgotten-password form in the login dialog (issue 17 §5) on the real root actor system and
 * the fake platform: the login's link opens it with the typed account, the code goes to the masked
 * bound address, the code and the new password reset it, and the way back is the login; an account
 * without an address is sent to customer service.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthDialog } from '../../src/components/auth/AuthDialog';
import { LAZY_FORM, setupI18n } from './support/render';
import { flush, renderApp } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  // The dialogs' lazy chunk, transformed once before the first test times its findBy (a loaded machine is slow).
  await import('../../src/components/auth/AuthDialogBody');
});
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(within(dialog()).getByRole('button', { name }));

async function openForgot() {
  const app = await renderApp(<AuthDialog />, { loggedIn: false });
  act(() => app.app.send({ type: 'ui.auth.openLogin' }));
  await screen.findByRole('dialog', { name: '会员登录' }, { timeout: 15_000 });
  type('账号', 'demo001');
  click('忘记密码？');
  await screen.findByRole('dialog', { name: '找回密码' }, { timeout: 15_000 });
  // The flow's code loads the first time the form shows.
  await within(dialog()).findByLabelText('账号', { selector: 'input' }, { timeout: 15_000 });
  return app;
}

describe('forgotten password', () => {
  it('takes the account from the login form, sends the code to the masked address, resets, and leads back to the login', async () => {
    const app = await openForgot();
    expect(field('账号').value).toBe('demo001');
    click('发送验证码');
    await flush();
    expect(app.platform.inputsOf('requestResetCode')).toEqual([{ account: 'demo001' }]);
    expect(within(dialog()).getByText(/验证码已发送至 d\*\*\*1@e\*\*\*\.com/)).toBeTruthy();
    // The resend waits out its 120 s.
    expect(within(dialog()).getByRole('button', { name: '120 秒后重发' })).toHaveProperty('disabled', true);

    type('邮箱验证码', '000000');
    type('新密码', 'fresh123');
    type('确认新密码', 'fresh123');
    click('重置密码');
    await flush();
    expect(field('邮箱验证码').getAttribute('aria-invalid')).toBe('true');
    expect(app.platform.state.profile.passwords.login).toBe('demo1234');

    type('邮箱验证码', app.platform.state.reset.codes.get('demo001') ?? '');
    click('重置密码');
    await flush();
    expect(within(dialog()).getByText('密码已重置')).toBeTruthy();
    expect(app.platform.state.profile.passwords.login).toBe('fresh123');

    click('去登录');
    expect(await screen.findByRole('dialog', { name: '会员登录' }, LAZY_FORM)).toBeTruthy();
    expect(app.get('passwordReset')).toBeUndefined();
  });

  it('shows the §5 refusal next to its field and sends nothing', async () => {
    const app = await openForgot();
    click('发送验证码');
    await flush();
    type('新密码', 'abc');
    click('重置密码');
    expect(field('邮箱验证码').getAttribute('aria-invalid')).toBe('true');
    type('邮箱验证码', '123456');
    click('重置密码');
    expect(field('新密码').getAttribute('aria-invalid')).toBe('true');
    expect(app.platform.inputsOf('resetPassword')).toEqual([]);
  });

  it('sends an account without a bound address to customer service', async () => {
    await openForgot();
    type('账号', 'demo002');
    click('发送验证码');
    await flush();
    expect(within(dialog()).getByText('该账号未绑定邮箱')).toBeTruthy();
    expect(within(dialog()).getByRole('link', { name: '联系客服' }).getAttribute('href')).toBe('/pages/chat/customer-service');
    click('换个账号');
    expect(field('账号')).toBeTruthy();
  });
});
