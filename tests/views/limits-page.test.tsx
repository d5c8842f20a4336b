// @vitest-environment jsdom
/**
 * The responsible-gaming page (`/my/index?page=limits`, issue 21 §1) on the real root actor system
 * and the fake platform (tests/support/fake-gaming.ts: the 24-hour rule of the models): a limit set
 * at once with its used and left, a raise shown pending and cancelled, a bad amount refused without
 * a call; a time-out asked for the login password, a wrong one refused at its field, the right one
 * logging the player out a second later.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/router/routes';
import { setupI18n } from './support/render';
import { renderApp } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces(['account']);
  window.scrollTo = vi.fn() as never;
});
afterEach(cleanup);

// The first test loads the account area's chunks and texts: generous under a busy machine.
const WAIT = { timeout: 15_000 };
const open = () => renderApp(null, { routes, path: '/my/index?page=limits' });
const row = async (name: string) => (await screen.findByRole('heading', { name }, WAIT)).closest('li')!;

describe('responsible gaming', () => {
  it('sets a limit at once, shows a raise pending and cancels it; a bad amount is refused without a call', async () => {
    const app = await open();
    app.platform.state.gaming.used['deposit:day'] = 2_500;
    const deposit = await row('存款限额 （每日）');
    const input = within(deposit).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(within(deposit).getByRole('button', { name: '设定' }));
    expect(await within(deposit).findByRole('alert', {}, WAIT)).toBeTruthy();
    expect(app.platform.inputsOf('setGamingLimit')).toEqual([]);

    // While a change is on its way the row is locked (the machine's `busy` tag).
    const release = app.platform.hold('setGamingLimit');
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(within(deposit).getByRole('button', { name: '设定' }));
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(true), WAIT);
    expect((within(deposit).getByRole('button', { name: '设定' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect((await within(deposit).findByRole('status', {}, WAIT)).textContent).toBe('已立即生效。');
    expect((input as HTMLInputElement).disabled).toBe(false);
    expect(app.platform.inputsOf('setGamingLimit')).toEqual([{ kind: 'deposit', period: 'day', limitCents: 10_000 }]);
    expect(deposit.textContent).toContain('已用 25.00');
    expect(deposit.textContent).toContain('剩余 75.00');

    fireEvent.change(input, { target: { value: '300' } });
    fireEvent.click(within(deposit).getByRole('button', { name: '设定' }));
    await waitFor(() => expect(within(deposit).getByRole('status').textContent).toContain('将在 24 小时后生效'), WAIT);
    expect(deposit.textContent).toContain('改为 300.00');
    fireEvent.click(within(deposit).getByRole('button', { name: '撤销更改' }));
    await waitFor(() => expect(within(deposit).getByRole('status').textContent).toBe('待生效的更改已撤销。'), WAIT);
    expect(within(deposit).queryByRole('button', { name: '撤销更改' })).toBeNull();
    expect(deposit.textContent).toContain('100.00');
  });

  it('a time-out asks for the login password; a wrong one stays at its field, the right one logs out a second later', async () => {
    const app = await open();
    const exclusion = await screen.findByRole('region', { name: '冷静期与自我排除' }, WAIT);
    fireEvent.click(within(exclusion).getByRole('button', { name: '7 天' }));
    const dialog = await screen.findByRole('dialog', { name: '确认：7 天' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认并退出登录' }));
    expect(await within(dialog).findByText('请输入登录密码', {}, WAIT)).toBeTruthy();
    const password = within(dialog).getByLabelText('登录密码', { selector: 'input' });
    fireEvent.change(password, { target: { value: 'wrong123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认并退出登录' }));
    expect(await within(dialog).findByText('密码错误', {}, WAIT)).toBeTruthy();
    // On its way, the dialog says so and takes nothing more (`submitting` and `busy` tags).
    const release = app.platform.hold('selfExclude');
    fireEvent.change(password, { target: { value: 'demo1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认并退出登录' }));
    const submitting = (await within(dialog).findByRole('button', { name: '正在确认…' }, WAIT)) as HTMLButtonElement;
    expect(submitting.disabled).toBe(true);
    expect((within(dialog).getByLabelText('登录密码', { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
    release();
    expect(await within(dialog).findByText(/已开始，至/, {}, WAIT)).toBeTruthy();
    expect(app.platform.state.gaming.exclusion).toMatchObject({ kind: 'time-out', choice: '7d' });
    await app.advance(1000);
    expect(app.get('session').getSnapshot().matches('anonymous')).toBe(true);
  });
});
