import { ChatCode } from '../../models/realtime/chat';
import type { RealtimeNotification } from './realtime-connection.machine';

/**
 * How the chat and its message sends match the connection's answers to their requests: each
 * request carries a tag, and the connection's `rt.response` / `rt.requestFailed` bring it back.
 */

/** The system id of the chat's connection (the message sends talk to it directly). */
export const CHAT_CONNECTION_ID = 'customerChatConnection';

export const CHAT_TAG = { entry: 'entry', visitorInit: 'visitorInit', pull: 'pull', older: 'pull:older' } as const;

const SEND_TAG = 'send:';
/** One message's send, by its msgId. */
export const sendTag = (msgId: string) => SEND_TAG + msgId;
/** The msgId a send's answer is for, else null. */
export const msgIdOfTag = (tag: string): string | null => (tag.startsWith(SEND_TAG) ? tag.slice(SEND_TAG.length) : null);

/** The body of the answer to the request tagged `tag`, else null. */
export const answerOf = <T>(event: { type: string }, tag: string): T | null => {
  const note = event as RealtimeNotification;
  return note.type === 'rt.response' && note.tag === tag ? (note.body as T) : null;
};

export const isOk = (answer: { code?: unknown } | null | undefined) => answer?.code === ChatCode.ok;
