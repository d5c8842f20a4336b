import { SUPPORTED_LANGUAGES, type Language } from '../../models/language';
import { DESK_TEXTS, LANGUAGE_NAMES } from '../desk/texts';
import { escapeHtml } from '../http/html';

/**
 * The operator desk's HTML (server-rendered in the operator's language: desk/texts.ts). No inline
 * script, style or event handler: the behaviour is /desk/desk.js and the look /desk/desk.css, so
 * the page works under a CSP without 'unsafe-inline'. Texts for the script travel in a JSON data
 * block (never executed).
 */

/** Links, so the switch works without script and from the keyboard; GET /desk?lang=… keeps the choice in a cookie. */
function languageSwitch(lang: Language): string {
  const links = SUPPORTED_LANGUAGES.map((language) => {
    const current = language === lang ? ' aria-current="true"' : '';
    return `<a href="/desk?lang=${language}" hreflang="${language}" lang="${language}"${current}>${escapeHtml(LANGUAGE_NAMES[language])}</a>`;
  });
  return `<nav class="langs" aria-label="${escapeHtml(DESK_TEXTS[lang].language)}" data-testid="desk-languages">${links.join('')}</nav>`;
}

function shell(lang: Language, body: string, withScript: boolean): string {
  const t = DESK_TEXTS[lang];
  const data = withScript ? `<script id="desk-texts" type="application/json">${JSON.stringify(t).replaceAll('<', '\\u003c')}</script><script src="/desk/desk.js" defer></script>` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="stylesheet" href="/desk/desk.css">${data}</head><body>${body}</body></html>`;
}

export function disabledPage(lang: Language): string {
  const t = DESK_TEXTS[lang];
  return shell(lang, `<main class="card">${languageSwitch(lang)}<h1>${escapeHtml(t.disabled)}</h1><p>${escapeHtml(t.howToEnable)}</p>
<pre>FASTDRAW_DESK_PASSWORD='a-long-secret' npm start</pre></main>`, false);
}

export function loginPage(lang: Language, error: 'wrongPassword' | 'tooMany' | null): string {
  const t = DESK_TEXTS[lang];
  const problem = error ? `<p class="bad" role="alert">${escapeHtml(t[error])}</p>` : '';
  return shell(lang, `<main class="card">${languageSwitch(lang)}<h1>${escapeHtml(t.title)}</h1>${problem}
<form method="post" action="/desk/login"><label>${escapeHtml(t.password)}
<input type="password" name="password" required autocomplete="current-password" data-testid="desk-password" autofocus></label>
<button type="submit" data-testid="desk-login">${escapeHtml(t.login)}</button></form></main>`, false);
}

export function deskPage(lang: Language): string {
  const t = DESK_TEXTS[lang];
  return shell(lang, `<header class="bar"><h1>${escapeHtml(t.title)}</h1><p id="desk-status" class="bad" hidden>${escapeHtml(t.offline)}</p>${languageSwitch(lang)}
<form method="post" action="/desk/logout"><button type="submit" class="link">${escapeHtml(t.logout)}</button></form></header>
<div class="desk"><nav aria-label="${escapeHtml(t.conversations)}"><h2>${escapeHtml(t.conversations)}</h2><p id="desk-empty">${escapeHtml(t.noConversations)}</p><ul id="desk-conversations"></ul></nav>
<section id="desk-chat"><div class="chat-head"><h2 id="desk-chat-title">${escapeHtml(t.pick)}</h2><button type="button" id="desk-ban" class="revoke" data-testid="desk-ban" hidden>${escapeHtml(t.ban)}</button></div><ol id="desk-messages"></ol>
<form id="desk-reply" hidden><textarea data-testid="desk-reply-text" rows="3" maxlength="1000" aria-label="${escapeHtml(t.replyPlaceholder)}" placeholder="${escapeHtml(t.replyPlaceholder)}"></textarea>
<div class="actions"><label class="file">${escapeHtml(t.image)} <input type="file" data-testid="desk-reply-image" accept="image/png,image/jpeg,image/gif,video/mp4"></label>
<button type="submit" data-testid="desk-reply-send">${escapeHtml(t.send)}</button></div></form></section></div>`, true);
}
