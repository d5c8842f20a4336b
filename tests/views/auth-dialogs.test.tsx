// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationKey } from '../../models/validation/keys';
import { AuthDialog } from '../../src/components/auth/AuthDialog';
import { actions, resetFakeApp, setFakeApp } from './support/fake-hooks';
import { renderAt, setupI18n } from './support/render';

vi.mock('../../src/app/hooks', async () => (await import('./support/fake-hooks')).hooksModule);

beforeAll(async () => {
  await setupI18n();
});
beforeEach(() => resetFakeApp());
afterEach(cleanup);

const openLogin = () => {
  setFakeApp({ authDialog: 'login' });
  return renderAt(<AuthDialog />);
};
const dialog = () => screen.getByRole('dialog');
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('login dialog', () => {
  it('is closed while the machine says so', () => {
    renderAt(<AuthDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled dialog with account, password, remember-me, forgot link and register link', () => {
    openLogin();
    expect(screen.getByRole('dialog', { name: '会员登录' })).toBeTruthy();
    expect(within(dialog()).getByRole('textbox', { name: '账号' })).toBeTruthy();
    expect(within(dialog()).getByLabelText('密码', { selector: 'input' })).toHaveProperty('type', 'password');
    expect(within(dialog()).getByRole('checkbox', { name: '记住账号' })).toBeTruthy();
    expect(within(dialog()).getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/pages/chat/customer-service');
    expect(within(dialog()).getByRole('button', { name: '免费注册' })).toBeTruthy();
  });

  it('sends the values to the session machine without judging them', () => {
    openLogin();
    type('账号', 'abc');
    type('密码', '1');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '记住账号' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '登录' }));
    expect(actions.login).toHaveBeenCalledWith({ account: 'abc', password: '1', remember: true });
  });

  it('keeps only letters and digits, at most 12', () => {
    openLogin();
    type('账号', 'ab-c d!é12345678901');
    const account = within(dialog()).getByRole('textbox', { name: '账号' }) as HTMLInputElement;
    expect(account.value).toBe('abcd12345678');
    expect(account.maxLength).toBe(12);
  });

  it('starts from the remembered account', () => {
    setFakeApp({ remembered: { account: 'demo001', password: '', remember: true } });
    openLogin();
    expect((within(dialog()).getByRole('textbox', { name: '账号' }) as HTMLInputElement).value).toBe('demo001');
    expect((within(dialog()).getByRole('checkbox', { name: '记住账号' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the machine's field error next to that field", () => {
    openLogin();
    act(() =>
      setFakeApp({ session: { status: 'anonymous', busy: false, user: null, isLoggedIn: false, error: { field: 'account', messageKey: ValidationKey.accountLength } } }),
    );
    const account = within(dialog()).getByRole('textbox', { name: '账号' });
    expect(account.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(account.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/6.*12/);
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('shows a server error above the button, and editing clears it', () => {
    openLogin();
    act(() => setFakeApp({ session: { status: 'anonymous', busy: false, user: null, isLoggedIn: false, error: { messageKey: 'errors:code.1005' } } }));
    expect(within(dialog()).getByRole('alert').textContent).toContain('账号或密码错误');
    type('密码', 'x');
    expect(actions.clearError).toHaveBeenCalled();
  });

  it('disables the button and says so while the call runs', () => {
    openLogin();
    act(() => setFakeApp({ session: { status: 'anonymous', busy: true, user: null, isLoggedIn: false, error: null } }));
    const button = within(dialog()).getByRole('button', { name: '正在登录…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('shows and hides the password', () => {
    openLogin();
    const toggle = within(dialog()).getByRole('button', { name: '显示密码' });
    fireEvent.click(toggle);
    expect(within(dialog()).getByLabelText('密码', { selector: 'input' })).toHaveProperty('type', 'text');
    expect(within(dialog()).getByRole('button', { name: '隐藏密码' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('switches to the register dialog with a clean error', () => {
    openLogin();
    fireEvent.click(within(dialog()).getByRole('button', { name: '免费注册' }));
    expect(actions.clearError).toHaveBeenCalled();
    expect(actions.openRegister).toHaveBeenCalled();
  });

  it('closes with Escape and with the close button', () => {
    openLogin();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(actions.closeAuth).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog()).getByRole('button', { name: '关闭' }));
    expect(actions.closeAuth).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to what opened it when it closes', async () => {
    renderAt(
      <>
        <button type="button">opener</button>
        <AuthDialog />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    act(() => setFakeApp({ authDialog: 'login' }));
    await waitFor(() => expect(dialog().contains(document.activeElement)).toBe(true));
    act(() => setFakeApp({ authDialog: 'closed' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes when the forgot-password link leaves for the chat', () => {
    openLogin();
    fireEvent.click(within(dialog()).getByRole('link', { name: '忘记密码？' }));
    expect(actions.closeAuth).toHaveBeenCalled();
  });
});

describe('register dialog', () => {
  const openRegister = (path = '/home') => {
    setFakeApp({ authDialog: 'register' });
    return renderAt(<AuthDialog />, path);
  };

  it('pre-fills the invite code from ?invite=, cleaned to 6 letters or digits', () => {
    openRegister('/home?invite=fa-st01xyz');
    const code = within(dialog()).getByRole('textbox', { name: '邀请码' }) as HTMLInputElement;
    expect(code.value).toBe('fast01');
    expect(code.maxLength).toBe(6);
  });

  it('sends every field to the session machine', () => {
    openRegister('/home?invite=FAST01');
    type('账号', 'player01');
    type('密码', 'secret12');
    type('确认密码', 'secret12');
    type('提现密码', '123456');
    fireEvent.click(within(dialog()).getByRole('button', { name: '立即注册' }));
    expect(actions.register).toHaveBeenCalledWith({ code: 'FAST01', account: 'player01', password: 'secret12', confirm: 'secret12', withdrawPassword: '123456' });
  });

  it('shows the registration hint and a link back to login', () => {
    openRegister();
    expect(within(dialog()).getByText(/8-12/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '立即登录' }));
    expect(actions.openLogin).toHaveBeenCalled();
  });

  it('puts a confirmation error under the confirmation field', () => {
    openRegister();
    act(() =>
      setFakeApp({ session: { status: 'anonymous', busy: false, user: null, isLoggedIn: false, error: { field: 'confirm', messageKey: ValidationKey.passwordConfirm } } }),
    );
    const confirm = within(dialog()).getByLabelText('确认密码', { selector: 'input' });
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByLabelText('密码', { selector: 'input' }).getAttribute('aria-invalid')).toBeNull();
  });
});
