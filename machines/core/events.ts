import type { User } from '../../models/entities';
import type { SessionErrorKind } from '../../models/errors';
import type { DayChanged } from './page-signals';

/**
 * The events actors send each other across areas, and the types they carry. They live here, apart
 * from the machines that receive them, so a machine can name another's events without importing it:
 * the system registry (system.ts) types every long-lived actor by these.
 */

/** What the session tells its parent, so the app can close dialogs, toast and reload. */
export type SessionNotification =
  | { type: 'session.loggedIn'; account: string }
  | { type: 'session.registered'; account: string }
  | { type: 'session.loggedOut' }
  /** Logged out because the login password changed: the player logs in again with the new one. */
  | { type: 'session.loggedOutForNewPassword' };

/**
 * What other actors need to know of the session: whether the player is logged in, and the user
 * info (balance, disabled games). Sent as an event, so it is journaled and replays.
 */
export type SessionChanged = { type: 'session.changed'; loggedIn: boolean; user: User | null };

/** The messages actor's events (machines/inbox/messages.machine.ts, loaded after a login). */
export type MessagesEvent =
  | SessionChanged
  | { type: 'home.shown'; shown: boolean }
  | { type: 'messages.reload' }
  | { type: 'messages.read'; id: number }
  | { type: 'messages.claim'; id: number }
  | { type: 'messages.popup.confirm' }
  | { type: 'messages.popup.close' }
  /** The player asks for the messages tab of /message. */
  | { type: 'messages.tab.open' }
  | { type: 'messages.loaded' };

/** A passing notice the app shows over every page (spec §8). */
export interface Toast {
  id: number;
  messageKey: string;
  values?: Record<string, unknown>;
  /** Text from the server, shown instead of the translated key when present. */
  text?: string;
  tone: 'info' | 'success' | 'error';
  persistent: boolean;
}

/** Why the page was loaded for a fresh login: the session ended, or the login password changed. */
export type ReloginReason = 'expired' | 'passwordChanged';

export type ToastRequest = Omit<Toast, 'id'>;

/** The root actor's events: from the views, the session, the transport and the other areas. */
export type AppEvent =
  | SessionNotification
  | { type: 'app.navigated'; pathname: string }
  | { type: 'ui.auth.openLogin' }
  | { type: 'ui.auth.openRegister' }
  /** The login form's "forgot password?": `account` is what the player typed there. */
  | { type: 'ui.auth.openForgot'; account?: string }
  | { type: 'ui.auth.close' }
  | { type: 'toast.show'; toast: ToastRequest }
  | { type: 'toast.dismiss'; id: number }
  | { type: 'toast.expire'; id: number }
  /** Reported by the transport when the server refuses the session (spec §8 token handling). */
  | { type: 'session.lost'; kind: SessionErrorKind; serverMessage?: string }
  | { type: 'app.goHome' }
  /** The customer-service chat page shows (with the stored visitor id, '' if none) and leaves. */
  | { type: 'chat.show'; visitorId: string }
  | { type: 'chat.hide' }
  /** The developer panel's Replay view shows / leaves (its time-travel actor lives in between). */
  | { type: 'devtools.replay.show' }
  | { type: 'devtools.replay.hide' }
  | { type: 'app.reload' }
  /** From `watchSession` while the account area waits for a login. */
  | SessionChanged
  /** From the content owner: home came on screen or left (forwarded to the messages actor). */
  | Extract<MessagesEvent, { type: 'home.shown' }>;

/** The notices actor's events (machines/content/notices.machine.ts). */
export type NoticesEvent =
  | DayChanged
  | { type: 'notices.reload' }
  | { type: 'notices.popup.close' }
  | { type: 'home.shown'; shown: boolean };
