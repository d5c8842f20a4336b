import type { SnapshotFrom } from 'xstate';
import type { PersonalMessage } from '../models/content';
import type { MessagesMachine } from './messages.machine';
import type { SessionChanged } from './session-watch';

/**
 * What the rest of the client knows of the messages actor (machines/messages.machine.ts) without
 * loading it: its input, context and events, its constants and the views' selectors. The machine
 * itself is a chunk the app loads once a player is logged in (a visitor has no messages).
 */
export interface MessagesInput {
  /** The id of the last message the player confirmed in the home popup, as stored. */
  confirmedPopupId: number | null;
  /** Home is on screen as the actor starts (it starts after a login, home may be showing). */
  onHome?: boolean;
}

export interface MessagesContext {
  loggedIn: boolean;
  messages: PersonalMessage[];
  /** Unread messages in all: the badge. */
  readCount: number;
  /** Messages marked read here whose read call has not answered yet, oldest first. */
  pendingReads: number[];
  confirmedPopupId: number | null;
  /** Closed without confirming during this page's life. */
  dismissedPopupId: number | null;
  /** The message whose gift is being claimed. */
  claiming: number | null;
  onHome: boolean;
}

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

/** A member's list is fetched again this often, so new messages reach the badge. */
export const MESSAGES_REFRESH_MS = 60_000;
export const MESSAGES_TAB_HREF = '/message?tab=messages';

/** The message the home popup offers: the first unread one, unless confirmed or closed already. */
export function popupMessage(context: MessagesContext): PersonalMessage | null {
  const first = context.messages.find((message) => message.status === 0);
  if (!first || first.id === context.confirmedPopupId || first.id === context.dismissedPopupId) return null;
  return first;
}

export interface MessagesView {
  status: 'visitor' | 'loading' | 'ready' | 'failed';
  messages: PersonalMessage[];
  readCount: number;
  claiming: number | null;
}

export function messagesStatus(snapshot: SnapshotFrom<MessagesMachine>): MessagesView['status'] {
  if (snapshot.matches('visitor')) return 'visitor';
  if (snapshot.matches({ member: { list: 'loading' } })) return 'loading';
  if (snapshot.matches({ member: { list: 'failed' } })) return 'failed';
  return 'ready';
}

/** The message the home popup shows now, or null. */
export function openPopupMessage(snapshot: SnapshotFrom<MessagesMachine>): PersonalMessage | null {
  return snapshot.matches({ member: { popup: 'open' } }) ? popupMessage(snapshot.context) : null;
}
