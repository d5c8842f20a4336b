// @vitest-environment jsdom
/**
 * /message and /activity on the real root actor system and the fake platform
 * (tests/views/support/render-app.tsx): the notices, messages and promotions are the machines'.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../models/content';
import type { Notice } from '../../models/entities';
import { ErrorCode } from '../../models/errors';
import { AuthDialog } from '../../src/components/auth/AuthDialog';
import { MainMenu } from '../../src/layout/menu/MainMenu';
import { ActivityPage } from '../../src/pages/activity/ActivityPage';
import { MessagePage } from '../../src/pages/message/MessagePage';
import { message } from '../support/fake-content';
import { LAZY_FORM, setupI18n } from './support/render';
import { flush, renderApp, type RenderAppOptions } from './support/render-app';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('content');
});
afterEach(cleanup);

const LONG = '为了给您更好的体验，平台将于本周日凌晨两点至四点进行系统升级维护，届时投注、充值与提现将暂停使用，升级完成后自动恢复，给您带来的不便敬请谅解。';
const notice = (id: number, title: string, content = `<p>${title}的内容</p>`): Notice => ({ id, title, content, createTime: '2026-11-20 09:30:00', status: 0 });

const renderMessages = (options: RenderAppOptions = {}) =>
  renderApp(
    <>
      <MainMenu />
      <MessagePage />
      <AuthDialog />
    </>,
    { path: '/message', loggedIn: false, ...options },
  );

const tab = (name: RegExp | string) => screen.getByRole('tab', { name });

describe('/message: notices', () => {
  it('lists the notices for visitors, with a 60-character preview, each expanding to its rich text', async () => {
    await renderMessages({
      prepare: (platform) => {
        platform.state.notices = [notice(1, '系统维护通知', `<p>${LONG}<script>bad()</script></p>`), notice(2, '充值说明')];
      },
    });
    expect(tab('公告').getAttribute('aria-selected')).toBe('true');
    const item = screen.getByRole('button', { name: /系统维护通知/ });
    expect(item.getAttribute('aria-expanded')).toBe('false');
    expect(item.textContent).toContain(`${Array.from(LONG).slice(0, 60).join('')}…`);
    expect(item.textContent).toContain('20/11/2026 09:30:00');
    fireEvent.click(item);
    expect(item.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(item.getAttribute('aria-controls') ?? '');
    expect(detail?.textContent).toContain(LONG);
    expect(detail?.innerHTML).not.toContain('script');
  });

  it('opens one notice from a deep link, focused', async () => {
    await renderMessages({
      path: '/message?notice=2',
      prepare: (platform) => void (platform.state.notices = [notice(1, '系统维护通知'), notice(2, '充值说明')]),
    });
    const item = screen.getByRole('button', { name: /充值说明/ });
    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /系统维护通知/ }).getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(item));
  });

  it('says so when there are none, and offers a retry when they failed', async () => {
    await renderMessages({ prepare: (platform) => platform.failNext('fetchNotices', ErrorCode.internal) });
    expect(screen.getByRole('alert').textContent).toContain('公告暂时无法加载');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await flush();
    expect(screen.getByText('暂无公告')).toBeTruthy();
  });
});

describe('/message: personal messages', () => {
  it('a visitor asking for the messages tab gets the login dialog and keeps reading notices', async () => {
    const app = await renderMessages({ prepare: (platform) => void (platform.state.notices = [notice(1, '系统维护通知')]) });
    fireEvent.click(tab('个人消息'));
    expect(await screen.findByRole('dialog', { name: '会员登录' }, LAZY_FORM)).toBeTruthy();
    expect(app.router.state.location.search).toBe('');
    // Behind the dialog (hidden from readers while it is open) the notices stay.
    expect(screen.getByRole('tab', { name: '公告', hidden: true }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: /系统维护通知/, hidden: true })).toBeTruthy();
    expect(app.platform.state.calls).not.toContain('fetchMessages');
  });

  it('a visitor on the messages address is asked to log in or register, from this page', async () => {
    await renderMessages({ path: '/message?tab=messages' });
    expect(screen.getByText('登录后查看个人消息')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('dialog', { name: '注册账号' }, LAZY_FORM)).toBeTruthy();
  });

  it('logging in from the page shows the member’s messages', async () => {
    await renderMessages({ path: '/message?tab=messages', prepare: (platform) => void (platform.state.content.messages = [message(3, '欢迎加入')]) });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '会员登录' }, LAZY_FORM);
    fireEvent.change(within(dialog).getByRole('textbox', { name: '账号' }), { target: { value: 'demo001' } });
    fireEvent.change(within(dialog).getByLabelText('密码', { exact: true }), { target: { value: 'demo1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('button', { name: /欢迎加入/ })).toBeTruthy();
  });

  it('shows the unread badge on the tab and the menu; opening an unread message drops both at once and reads it', async () => {
    const app = await renderMessages({
      loggedIn: true,
      path: '/message',
      prepare: (platform) => {
        platform.state.content.messages = [message(2, '奖励到账'), message(1, '欢迎加入'), message(0, '旧消息', { status: 1 })];
      },
    });
    const menuItem = screen.getByRole('link', { name: /消息/ });
    expect(menuItem.textContent).toContain('2 条未读');
    expect(tab(/个人消息/).textContent).toContain('2 条未读');
    fireEvent.click(tab(/个人消息/));
    await flush();
    expect(app.router.state.location.search).toBe('?tab=messages');
    const release = app.platform.hold('readMessage');
    const item = screen.getByRole('button', { name: /奖励到账/ });
    expect(item.textContent).toContain('未读');
    fireEvent.click(item);
    // At once, before the server answered.
    expect(tab(/个人消息/).textContent).toContain('1 条未读');
    expect(screen.getByRole('link', { name: /消息/ }).textContent).toContain('1 条未读');
    expect(item.textContent).not.toContain('未读');
    release();
    await flush();
    expect(app.platform.inputsOf('readMessage')).toEqual([{ id: 2 }]);
    // A read message opens without another read call.
    fireEvent.click(screen.getByRole('button', { name: /旧消息/ }));
    await flush();
    expect(app.platform.inputsOf('readMessage')).toHaveLength(1);
  });

  it('claims a message’s gift once', async () => {
    const app = await renderMessages({
      loggedIn: true,
      path: '/message?tab=messages',
      prepare: (platform) => void (platform.state.content.messages = [message(9, '周末礼金', { coin: 1888 })]),
    });
    fireEvent.click(screen.getByRole('button', { name: /周末礼金/ }));
    expect(screen.getByText('随消息附赠礼金 18.88')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '领取礼金' }));
    await flush();
    expect(screen.getByText('已领取')).toBeTruthy();
    expect(app.toastKeys()).toContain('content:messages.claimed');
    expect(app.platform.inputsOf('claimMessageCoin')).toEqual([{ id: 9 }]);
  });

  it('says so when there are no messages, and retries a failed list', async () => {
    await renderMessages({ loggedIn: true, path: '/message?tab=messages', prepare: (platform) => platform.failNext('fetchMessages', ErrorCode.internal) });
    expect(screen.getByRole('alert').textContent).toContain('消息暂时无法加载');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await flush();
    expect(screen.getByText('暂无消息')).toBeTruthy();
  });
});

describe('/activity', () => {
  const activity = (id: number, name: string): Activity => ({
    id,
    activeName: name,
    activeIconPc: `/media/activity/${id}.svg`,
    note: `${name}的简介`,
    activeRemark: `<h3>${name}</h3><p>活动细则<a href="javascript:bad()">链接</a></p>`,
    createTime: '2026-11-20 09:30:00',
    lang: 'zh-CN',
  });
  const renderActivities = (options: RenderAppOptions = {}) => renderApp(<ActivityPage />, { path: '/activity', loggedIn: false, ...options });

  it('lists every promotion with its icon, name and note; one expands to its cleaned detail', async () => {
    await renderActivities({ prepare: (platform) => void (platform.state.content.activities = [activity(1, '首充礼包'), activity(2, '每日签到')]) });
    const item = screen.getByRole('button', { name: /首充礼包/ });
    expect(item.textContent).toContain('首充礼包的简介');
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/media/activity/1.svg');
    fireEvent.click(item);
    const detail = document.getElementById(item.getAttribute('aria-controls') ?? '');
    expect(detail?.textContent).toContain('活动细则');
    expect(detail?.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('opens the promotion a banner links to', async () => {
    await renderActivities({ path: '/activity?activity=2', prepare: (platform) => void (platform.state.content.activities = [activity(1, '首充礼包'), activity(2, '每日签到')]) });
    expect(screen.getByRole('button', { name: /每日签到/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /首充礼包/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when there are none, and retries a failed list', async () => {
    await renderActivities({ prepare: (platform) => platform.failNext('fetchActivities', ErrorCode.internal) });
    expect(screen.getByRole('alert').textContent).toContain('活动暂时无法加载');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await flush();
    expect(screen.getByText('暂无活动，请稍后再来看看。')).toBeTruthy();
  });
});

describe('previews', () => {
  it('are the first 60 characters of the text, blocks apart, nothing run or kept of the markup', async () => {
    const { preview, plainText } = await import('../../src/pages/message/preview');
    expect(plainText('<p>种子:</p><p>开奖</p><ul><li>a</li><li>b<br>c</li></ul>')).toBe('种子: 开奖 a b c');
    expect(plainText('<p>x<script>bad()</script><style>p{}</style></p>')).toBe('x');
    expect(preview('短')).toBe('短');
    expect(preview(`<b>${'字'.repeat(61)}</b>`)).toBe(`${'字'.repeat(60)}…`);
    // Whole characters: an emoji is not cut in half.
    expect(preview('😀'.repeat(61))).toBe(`${'😀'.repeat(60)}…`);
  });
});
