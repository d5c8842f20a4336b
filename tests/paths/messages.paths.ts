import { messagesMachine } from '../../machines/inbox/messages.machine';
import { popupMessage } from '../../machines/inbox/messages-input';
import type { MessageList } from '../../models/content';
import { message } from '../support/fake-content';
import { fail, ok, type PathSuite } from './generate';

/** Two unread messages (2 the newest, with a 5.00 gift) and a read one. */
export const GIFT = 2;
export const LIST: MessageList = {
  list: [message(GIFT, '奖励到账', { coin: 500 }), message(1, '欢迎加入'), message(0, '旧消息', { status: 1 })],
  total: 3,
  readCount: 2,
};

/**
 * The player's messages: a login and a logout; the list loads or fails, refreshes every minute
 * and on demand (a failed refresh keeps the list); the player reads a message (the server agrees or
 * refuses: unread again), claims its gift, and on home the popup offers the first unread message
 * (confirmed, closed, or left with home). Whether home shows is a region of its own; the popup's
 * guard reads which message is due, so that tells vertices apart; the reads queue and the gift are
 * their own regions.
 */
export const messagesPaths: PathSuite<typeof messagesMachine> = {
  machine: messagesMachine,
  input: { confirmedPopupId: null },
  events: [
    { type: 'session.changed', loggedIn: true, user: null },
    { type: 'session.changed', loggedIn: false, user: null },
    { type: 'home.shown', shown: true },
    { type: 'home.shown', shown: false },
    { type: 'messages.reload' },
    { type: 'messages.read', id: 1 },
    { type: 'messages.claim', id: GIFT },
    { type: 'messages.popup.confirm' },
    { type: 'messages.popup.close' },
    { type: 'messages.tab.open' },
  ],
  answers: {
    fetchMessages: [ok(LIST), fail()],
    readMessage: [ok({ id: 1, status: 1, readCount: 1 }), fail()],
    claimMessageCoin: [ok({ id: GIFT, coin: 500, coinClaimed: true, balance: 1_000_500, readCount: 1 }), fail()],
  },
  vertex: (snapshot) => [snapshot.value, popupMessage(snapshot.context)?.id ?? null],
};
