// @vitest-environment jsdom
/**
 * Inputs keep what the player typed: a character the §5 rules refuse is not silently removed
 * (registering `abc_def!` used to register `abcdef`); the session machine's §5 message shows at
 * the field instead. Real root actor system on the fake platform (support/render-app.tsx).
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../src/app/storage';
import { AuthDialog } from '../../src/components/auth/AuthDialog';
import { setupI18n } from './support/render';
import { flush, renderApp } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
});
afterEach(() => {
  cleanup();
  sessionStore.rememberAccount('', false);
});

async function open(mode: 'login' | 'register') {
  const app = await renderApp(<AuthDialog />, { loggedIn: false, path: '/home?invite=FAST01' });
  act(() => app.app.send({ type: mode === 'login' ? 'ui.auth.openLogin' : 'ui.auth.openRegister' }));
  // The dialogs' forms load the first time one opens.
  await screen.findByRole('dialog');
  return app;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const describedBy = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('register: what the player typed stays typed', () => {
  it('keeps abc_def! and shows the account rule instead of registering abcdef', async () => {
    const app = await open('register');
    type('账号', 'abc_def!');
    expect(field('账号').value).toBe('abc_def!');
    type('密码', 'secret12');
    type('确认密码', 'secret12');
    type('提现密码', '123456');
    type('确认提现密码', '123456');
    fireEvent.click(within(dialog()).getByRole('button', { name: '立即注册' }));
    await flush();

    expect(field('账号').value).toBe('abc_def!');
    expect(field('账号').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field('账号'))).toBe('账号只能由字母和数字组成');
    expect(app.platform.state.calls).not.toContain('register');
  });

  it('keeps every other field as typed too', async () => {
    await open('register');
    for (const [label, text] of [
      ['邀请码', 'FA-01'],
      ['密码', 'pa ss-1'],
      ['确认密码', 'pa ss-1'],
      ['提现密码', '12 34!'],
    ] as const) {
      type(label, text);
      expect(field(label).value, label).toBe(text);
    }
  });

  it('still registers an account typed right', async () => {
    const app = await open('register');
    type('账号', 'abcdef01');
    type('密码', 'secret12');
    type('确认密码', 'secret12');
    type('提现密码', '123456');
    type('确认提现密码', '123456');
    fireEvent.click(within(dialog()).getByRole('button', { name: '立即注册' }));
    await flush();
    expect(app.platform.inputsOf('register')).toEqual([{ code: 'FAST01', account: 'abcdef01', password: 'secret12', confirm: 'secret12', withdrawPassword: '123456', confirmWithdraw: '123456' }]);
  });
});

describe('login: what the player typed stays typed', () => {
  it('keeps the account and password as typed, within the 12 characters of §5', async () => {
    await open('login');
    type('账号', 'abc_def!');
    type('密码', 'p@ss word');
    expect(field('账号').value).toBe('abc_def!');
    expect(field('密码').value).toBe('p@ss word');
    expect(field('账号').maxLength).toBe(12);
  });
});
