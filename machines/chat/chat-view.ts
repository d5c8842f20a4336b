import type { SnapshotFrom } from 'xstate';
import type { CustomerChatMachine } from './customer-chat.machine';

/** What the chat page asks of the chat's snapshot: its tags, never its state names. */
type CustomerChatSnapshot = SnapshotFrom<CustomerChatMachine>;

export type ChatPhase = 'loading' | 'ready' | 'alert';

/** What the page shows: loading until the first page is in, then the chat, or the alert. */
export function chatPhase(snapshot: CustomerChatSnapshot): ChatPhase {
  if (snapshot.hasTag('alert')) return 'alert';
  if (snapshot.hasTag('ready')) return 'ready';
  return 'loading';
}

export const chatUploading = (snapshot: CustomerChatSnapshot): boolean => snapshot.hasTag('uploading');
export const chatLoadingOlder = (snapshot: CustomerChatSnapshot): boolean => snapshot.hasTag('loadingOlder');
/** The oldest page is in: no older page to load. */
export const chatNoMore = (snapshot: CustomerChatSnapshot): boolean => snapshot.hasTag('noMore');
