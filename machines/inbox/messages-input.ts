import type { PersonalMessage } from '../../models/content';

/**
 * The messages actor's input, context and constants (machines/inbox/messages.machine.ts): what the app,
 * which starts it, and the views know of it without loading it. The machine itself is a chunk the
 * app loads once a player is logged in (a visitor has no messages).
 */

export interface MessagesInput {
  /** The id of the last message the player confirmed in the home popup, as stored. */
  confirmedPopupId: number | null;
}

/** Whether a player is logged in (`visitor` or `member`) and whether home shows are the machine's states, not context. */
export interface MessagesContext {
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
}

/** A member's list is fetched again this often, so new messages reach the badge. */
export const MESSAGES_REFRESH_MS = 60_000;
export const MESSAGES_TAB_HREF = '/message?tab=messages';

/** The message the home popup offers: the first unread one, unless confirmed or closed already. */
export function popupMessage(context: MessagesContext): PersonalMessage | null {
  const first = context.messages.find((message) => message.status === 0);
  if (!first || first.id === context.confirmedPopupId || first.id === context.dismissedPopupId) return null;
  return first;
}
