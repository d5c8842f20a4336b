import type { SnapshotFrom } from 'xstate';
import type { PersonalMessage } from '../../models/content';
import { popupMessage } from './messages-input';
import type { MessagesMachine } from './messages.machine';

/**
 * The views' selectors of the messages actor (machines/inbox/messages.machine.ts), which need only its
 * type: a view reads them without loading the machine.
 */
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
