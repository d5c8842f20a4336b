import type { Language } from '../../models/language';
import { SESSION_COOKIE } from '../../models/runtime-config';
import { readCookie, removeCookie, writeCookie } from '../lib/cookies';

/**
 * Where the client keeps what outlives a page (docs/architecture.md "Client storage").
 * Tokens are cookies, as the spec asks: `access_token` holds the token and `access_jwt` the
 * secret (refresh) token. Remember-me makes them persistent for 30 days and remembers the
 * account name for the login form; without it they are session cookies. The password itself
 * is never stored.
 */
const TOKEN = SESSION_COOKIE;
const SECRET = 'access_jwt';
const REMEMBER = 'fastdraw_remember';
const ACCOUNT = 'fastdraw_account';
const REMEMBER_DAYS = 30;
export const LANGUAGE_KEY = 'fastdraw.language';
const NOTICE_POPUP_KEY = 'fastdraw.noticePopupDate';
const CHAT_VISITOR_KEY = 'fastdraw.chatVisitorId';

export interface StoredSession {
  token: string | null;
  secretToken: string | null;
  remember: boolean;
}

export const sessionStore = {
  read(): StoredSession {
    return { token: readCookie(TOKEN), secretToken: readCookie(SECRET), remember: readCookie(REMEMBER) === '1' };
  },
  write(tokens: { token: string; secretToken: string; remember: boolean }): void {
    const days = tokens.remember ? REMEMBER_DAYS : undefined;
    writeCookie(TOKEN, tokens.token, days);
    writeCookie(SECRET, tokens.secretToken, days);
    if (tokens.remember) writeCookie(REMEMBER, '1', REMEMBER_DAYS);
    else removeCookie(REMEMBER);
  },
  clear(): void {
    removeCookie(TOKEN);
    removeCookie(SECRET);
  },
  rememberAccount(account: string, remember: boolean): void {
    if (remember && account) writeCookie(ACCOUNT, account, REMEMBER_DAYS);
    else removeCookie(ACCOUNT);
  },
  rememberedAccount(): string {
    return readCookie(ACCOUNT) ?? '';
  },
};

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export const preferenceStore = {
  language(): string | null {
    return safeLocalStorage()?.getItem(LANGUAGE_KEY) ?? null;
  },
  setLanguage(language: Language): void {
    safeLocalStorage()?.setItem(LANGUAGE_KEY, language);
  },
  noticePopupDate(): string | null {
    return safeLocalStorage()?.getItem(NOTICE_POPUP_KEY) ?? null;
  },
  setNoticePopupDate(date: string): void {
    safeLocalStorage()?.setItem(NOTICE_POPUP_KEY, date);
  },
  /** The customer-service chat's visitor id the server issued to this browser ('' if none). */
  chatVisitorId(): string {
    return safeLocalStorage()?.getItem(CHAT_VISITOR_KEY) ?? '';
  },
  setChatVisitorId(visitorId: string): void {
    safeLocalStorage()?.setItem(CHAT_VISITOR_KEY, visitorId);
  },
};
