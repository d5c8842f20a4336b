import { escapeHtml } from '../http/html';

/**
 * The operator desk's HTML (server-rendered, Chinese or English by Accept-Language). No inline
 * script, style or event handler: the behaviour is /desk/desk.js and the look /desk/desk.css, so
 * the page works under a CSP without 'unsafe-inline'. Texts for the script travel in a JSON data
 * block (never executed).
 */

export type DeskLanguage = 'zh' | 'en';

export const DESK_TEXTS = {
  zh: {
    title: '客服工作台',
    disabled: '客服工作台未启用',
    howToEnable: '设置环境变量 FASTDRAW_DESK_PASSWORD（客服密码）后重启服务器即可启用，例如：',
    password: '客服密码',
    login: '登录',
    logout: '退出',
    wrongPassword: '密码错误',
    tooMany: '尝试次数过多，请稍后再试',
    conversations: '会话',
    noConversations: '暂无会话',
    pick: '请从左侧选择一个会话',
    replyPlaceholder: '输入回复…',
    send: '发送',
    image: '图片或视频',
    revoke: '撤回',
    revoked: '已撤回',
    player: '玩家',
    visitor: '访客',
    service: '客服',
    picture: '[图片]',
    video: '[视频]',
    failed: '操作失败',
    ban: '封禁',
    unban: '解除封禁',
    banned: '已封禁',
    offline: '实时连接已断开，正在重连…',
  },
  en: {
    title: 'Service desk',
    disabled: 'The service desk is not enabled',
    howToEnable: 'Set the environment variable FASTDRAW_DESK_PASSWORD (the operators\' password) and restart the server, for example:',
    password: 'Desk password',
    login: 'Log in',
    logout: 'Log out',
    wrongPassword: 'Wrong password',
    tooMany: 'Too many attempts, try again later',
    conversations: 'Conversations',
    noConversations: 'No conversations yet',
    pick: 'Pick a conversation on the left',
    replyPlaceholder: 'Type a reply…',
    send: 'Send',
    image: 'Picture or video',
    revoke: 'Revoke',
    revoked: 'Revoked',
    player: 'Player',
    visitor: 'Visitor',
    service: 'Service',
    picture: '[picture]',
    video: '[video]',
    failed: 'That did not work',
    ban: 'Ban',
    unban: 'Lift ban',
    banned: 'Banned',
    offline: 'Live connection lost, reconnecting…',
  },
} as const;

export type DeskTexts = (typeof DESK_TEXTS)[DeskLanguage];

/** Chinese for a browser that prefers Chinese, else English (Accept-Language order). */
export function deskLanguageOf(acceptLanguage: string | undefined): DeskLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = (part.split(';')[0] ?? '').trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh';
}

function shell(lang: DeskLanguage, body: string, withScript: boolean): string {
  const t = DESK_TEXTS[lang];
  const data = withScript ? `<script id="desk-texts" type="application/json">${JSON.stringify(t).replaceAll('<', '\\u003c')}</script><script src="/desk/desk.js" defer></script>` : '';
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="stylesheet" href="/desk/desk.css">${data}</head><body>${body}</body></html>`;
}

export function disabledPage(lang: DeskLanguage): string {
  const t = DESK_TEXTS[lang];
  return shell(lang, `<main class="card"><h1>${escapeHtml(t.disabled)}</h1><p>${escapeHtml(t.howToEnable)}</p>
<pre>FASTDRAW_DESK_PASSWORD='a-long-secret' npm start</pre></main>`, false);
}

export function loginPage(lang: DeskLanguage, error: 'wrongPassword' | 'tooMany' | null): string {
  const t = DESK_TEXTS[lang];
  const problem = error ? `<p class="bad" role="alert">${escapeHtml(t[error])}</p>` : '';
  return shell(lang, `<main class="card"><h1>${escapeHtml(t.title)}</h1>${problem}
<form method="post" action="/desk/login"><label>${escapeHtml(t.password)}
<input type="password" name="password" required autocomplete="current-password" data-testid="desk-password" autofocus></label>
<button type="submit" data-testid="desk-login">${escapeHtml(t.login)}</button></form></main>`, false);
}

export function deskPage(lang: DeskLanguage): string {
  const t = DESK_TEXTS[lang];
  return shell(lang, `<header class="bar"><h1>${escapeHtml(t.title)}</h1><p id="desk-status" class="bad" hidden>${escapeHtml(t.offline)}</p>
<form method="post" action="/desk/logout"><button type="submit" class="link">${escapeHtml(t.logout)}</button></form></header>
<div class="desk"><nav aria-label="${escapeHtml(t.conversations)}"><h2>${escapeHtml(t.conversations)}</h2><p id="desk-empty">${escapeHtml(t.noConversations)}</p><ul id="desk-conversations"></ul></nav>
<section id="desk-chat"><div class="chat-head"><h2 id="desk-chat-title">${escapeHtml(t.pick)}</h2><button type="button" id="desk-ban" class="revoke" data-testid="desk-ban" hidden>${escapeHtml(t.ban)}</button></div><ol id="desk-messages"></ol>
<form id="desk-reply" hidden><textarea data-testid="desk-reply-text" rows="3" maxlength="1000" placeholder="${escapeHtml(t.replyPlaceholder)}"></textarea>
<div class="actions"><label class="file">${escapeHtml(t.image)} <input type="file" data-testid="desk-reply-image" accept="image/png,image/jpeg,image/gif,video/mp4"></label>
<button type="submit" data-testid="desk-reply-send">${escapeHtml(t.send)}</button></div></form></section></div>`, true);
}
