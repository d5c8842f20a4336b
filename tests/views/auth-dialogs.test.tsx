import { authDialogOf } from '../../src/app/hooks';
// @vitest-environment jsdom
/**
 * The login and register dialogs on the real root actor system and the fake platform
 * (tests/views/support/render-app.tsx): the app machine opens and closes them, the session
 * machine judges and submits what they collect.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../models/errors';
import { sessionStore } from '../../src/app/storage';
import { AuthDialog } from '../../src/components/auth/AuthDialog';
import { Toasts } from '../../src/layout/notifications/Toasts';
import { setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  // The dialogs' lazy chunk, transformed once before the first test times its findBy (a loaded machine is slow).
  await import('../../src/components/auth/AuthDialogBody');
});
afterEach(() => {
  cleanup();
  sessionStore.rememberAccount('', false);
});

type App = Awaited<ReturnType<typeof renderApp>>;

/** A visitor's page with the dialog (and the toasts), the dialog opened the way openers open it. */
async function openDialog(mode: 'login' | 'register' = 'login', options: RenderAppOptions = {}): Promise<App> {
  const app = await renderApp(
    <>
      <AuthDialog />
      <Toasts />
    </>,
    { loggedIn: false, ...options },
  );
  act(() => app.app.send({ type: mode === 'login' ? 'ui.auth.openLogin' : 'ui.auth.openRegister' }));
  // The dialogs' forms load the first time one opens.
  await screen.findByRole('dialog');
  return app;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const describedBy = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('login dialog', () => {
  it('is closed while the machine says so', async () => {
    const app = await renderApp(<AuthDialog />, { loggedIn: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => app.app.send({ type: 'ui.auth.openLogin' }));
    expect(await screen.findByRole('dialog', { name: '会员登录' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('is a labelled dialog with account, password, remember-me, forgot link and register link', async () => {
    await openDialog();
    expect(screen.getByRole('dialog', { name: '会员登录' })).toBeTruthy();
    expect(within(dialog()).getByRole('textbox', { name: '账号' })).toBeTruthy();
    expect(field('密码')).toHaveProperty('type', 'password');
    expect(within(dialog()).getByRole('checkbox', { name: '记住账号' })).toBeTruthy();
    // The forgotten-password form (tests/views/forgot-password.test.tsx).
    expect(within(dialog()).getByRole('button', { name: '忘记密码？' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: '免费注册' })).toBeTruthy();
  });

  it('sends the values to the session machine, which judges them before any call', async () => {
    const app = await openDialog();
    type('账号', 'abc');
    type('密码', '1');
    fireEvent.click(within(dialog()).getByRole('button', { name: '登录' }));
    await flush();
    // The machine refused the form: the account's §5 message, no call.
    expect(field('账号').getAttribute('aria-invalid')).toBe('true');
    expect(app.platform.state.calls).not.toContain('login');

    type('账号', 'demo001');
    type('密码', 'demo1234');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '记住账号' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '登录' }));
    await flush();
    expect(app.platform.inputsOf('login')).toEqual([{ account: 'demo001', password: 'demo1234' }]);
    expect(app.get('session').getSnapshot().context).toMatchObject({ account: 'demo001', remember: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('登录成功');
  });

  it('takes at most 12 characters', async () => {
    await openDialog();
    const account = within(dialog()).getByRole('textbox', { name: '账号' }) as HTMLInputElement;
    expect(account.maxLength).toBe(12);
    expect(field('密码').maxLength).toBe(12);
  });

  it('starts from the remembered account', async () => {
    sessionStore.rememberAccount('demo001', true);
    await openDialog();
    expect((within(dialog()).getByRole('textbox', { name: '账号' }) as HTMLInputElement).value).toBe('demo001');
    expect((within(dialog()).getByRole('checkbox', { name: '记住账号' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the machine's field error next to that field", async () => {
    await openDialog();
    type('账号', 'abc');
    type('密码', 'secret12');
    fireEvent.click(within(dialog()).getByRole('button', { name: '登录' }));
    await flush();
    const account = within(dialog()).getByRole('textbox', { name: '账号' });
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(account)).toMatch(/6.*12/);
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('shows a server error above the button, and editing clears it', async () => {
    const app = await openDialog();
    app.platform.failNext('login', ErrorCode.wrongAccountOrPassword);
    type('账号', 'demo001');
    type('密码', 'wrong123');
    fireEvent.click(within(dialog()).getByRole('button', { name: '登录' }));
    await flush();
    expect(within(dialog()).getByRole('alert').textContent).toContain('账号或密码错误');
    type('密码', 'x');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(app.get('session').getSnapshot().context.error).toBeNull();
  });

  it('disables the button and says so while the call runs', async () => {
    const app = await openDialog();
    const release = app.platform.hold('login');
    type('账号', 'demo001');
    type('密码', 'demo1234');
    fireEvent.click(within(dialog()).getByRole('button', { name: '登录' }));
    await flush();
    const button = within(dialog()).getByRole('button', { name: '正在登录…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    release();
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows and hides the password', async () => {
    await openDialog();
    const toggle = within(dialog()).getByRole('button', { name: '显示密码' });
    fireEvent.click(toggle);
    expect(field('密码')).toHaveProperty('type', 'text');
    expect(within(dialog()).getByRole('button', { name: '隐藏密码' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('switches to the register dialog with a clean error', async () => {
    const app = await openDialog();
    app.platform.failNext('login', ErrorCode.wrongAccountOrPassword);
    type('账号', 'demo001');
    type('密码', 'wrong123');
    fireEvent.click(within(dialog()).getByRole('button', { name: '登录' }));
    await flush();
    expect(within(dialog()).getByRole('alert')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '免费注册' }));
    expect(screen.getByRole('dialog', { name: '注册账号' })).toBeTruthy();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(app.get('session').getSnapshot().context.error).toBeNull();
  });

  it('closes with Escape and with the close button', async () => {
    const app = await openDialog();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => app.app.send({ type: 'ui.auth.openLogin' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(authDialogOf(app.app.getSnapshot())).toBe('closed');
  });

  it('gives focus back to what opened it when it closes', async () => {
    const app = await renderApp(
      <>
        <button type="button">opener</button>
        <AuthDialog />
      </>,
      { loggedIn: false },
    );
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    act(() => app.app.send({ type: 'ui.auth.openLogin' }));
    await waitFor(() => expect(dialog().contains(document.activeElement)).toBe(true));
    act(() => app.app.send({ type: 'ui.auth.close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes when the forgotten-password form sends an account without an e-mail to the chat', async () => {
    const app = await openDialog();
    type('账号', 'demo002');
    fireEvent.click(within(dialog()).getByRole('button', { name: '忘记密码？' }));
    fireEvent.click(await within(dialog()).findByRole('button', { name: '发送验证码' }, { timeout: 15_000 }));
    fireEvent.click(await within(dialog()).findByRole('link', { name: '联系客服' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/pages/chat/customer-service'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('register dialog', () => {
  const openRegister = (path = '/home') => openDialog('register', { path });

  it('pre-fills the invite code from ?invite=, cleaned to 6 letters or digits', async () => {
    await openRegister('/home?invite=fa-st01xyz');
    const code = within(dialog()).getByRole('textbox', { name: '邀请码' }) as HTMLInputElement;
    expect(code.value).toBe('fast01');
    expect(code.maxLength).toBe(6);
  });

  it('sends every field to the session machine, which registers and reloads the page after 1 s', async () => {
    const app = await openRegister('/home?invite=FAST01');
    type('账号', 'player01');
    type('密码', 'secret12');
    type('确认密码', 'secret12');
    type('提现密码', '123456');
    type('确认提现密码', '123456');
    fireEvent.click(within(dialog()).getByRole('button', { name: '立即注册' }));
    await flush();
    expect(app.platform.inputsOf('register')).toEqual([{ code: 'FAST01', account: 'player01', password: 'secret12', confirm: 'secret12', withdrawPassword: '123456', confirmWithdraw: '123456' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.toastKeys()).toEqual(['session:toast.registerSuccess']);
    expect(app.platform.effects.reloads).toBe(0);
    await app.advance(1000);
    expect(app.platform.effects.reloads).toBe(1);
  });

  it('shows the registration hint and a link back to login', async () => {
    await openRegister();
    expect(within(dialog()).getByText(/8-12/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '立即登录' }));
    expect(screen.getByRole('dialog', { name: '会员登录' })).toBeTruthy();
  });

  it('asks for the withdrawal password twice, 6–10 letters or digits as on the change page', async () => {
    const app = await openRegister('/home?invite=FAST01');
    type('账号', 'player01');
    type('密码', 'secret12');
    type('确认密码', 'secret12');
    type('提现密码', '12');
    type('确认提现密码', '12');
    const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: '立即注册' }));
    submit();
    await flush();
    expect(describedBy(field('提现密码'))).toContain('提现密码长度为6-10位');
    type('提现密码', '123456');
    type('确认提现密码', '123465');
    submit();
    await flush();
    expect(field('确认提现密码').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field('确认提现密码'))).toContain('两次输入的提现密码不一致');
    expect(app.platform.state.calls).not.toContain('register');
  });

  it('puts a confirmation error under the confirmation field', async () => {
    const app = await openRegister('/home?invite=FAST01');
    type('账号', 'player01');
    type('密码', 'secret12');
    type('确认密码', 'secret13');
    type('提现密码', '123456');
    type('确认提现密码', '123456');
    fireEvent.click(within(dialog()).getByRole('button', { name: '立即注册' }));
    await flush();
    const confirm = field('确认密码');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(confirm)).toContain('两次输入的密码不一致');
    expect(field('密码').getAttribute('aria-invalid')).toBeNull();
    expect(app.platform.state.calls).not.toContain('register');
  });
});
