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

/** What the list shows, by the tags of the machine's states. */
export function messagesStatus(snapshot: SnapshotFrom<MessagesMachine>): MessagesView['status'] {
  return (['visitor', 'loading', 'failed'] as const).find((tag) => snapshot.hasTag(tag)) ?? 'ready';
}

/** The message the home popup shows now, or null. */
export function openPopupMessage(snapshot: SnapshotFrom<MessagesMachine>): PersonalMessage | null {
  return snapshot.hasTag('popup') ? popupMessage(snapshot.context) : null;
}
