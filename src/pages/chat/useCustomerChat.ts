import { useSelector } from '../../app/use-selector';
import { useEffect, useMemo } from 'react';
import { chatLoadingOlder, chatNoMore, chatPhase, chatUploading, type ChatPhase } from '../../../machines/chat/chat-view';
import type { CustomerChatRef } from '../../../machines/chat/customer-chat.machine';
import type { ChatMessage } from '../../../models/realtime/chat';
import { newIdempotencyKey } from '../../api/idempotency';
import { preferenceStore } from '../../app/storage';
import { useRuntime } from '../../app/system';

/**
 * The chat page's window on the customer-chat actor: it tells the app the page shows (with the
 * visitor id this browser keeps) and that it left, and renders the actor the app spawned. Each
 * send gets its msgId here (a resend repeats it).
 */
const EMPTY: ChatMessage[] = [];

export function useCustomerChat() {
  const app = useRuntime().actor;
  useEffect(() => {
    app.send({ type: 'chat.show', visitorId: preferenceStore.chatVisitorId() });
    return () => app.send({ type: 'chat.hide' });
  }, [app]);
  const ref: CustomerChatRef | undefined = useSelector(app, (s) => s.children.customerChat);
  const phase = useSelector(ref, (s): ChatPhase => (s ? chatPhase(s) : 'loading')) ?? 'loading';
  const customer = useSelector(ref, (s) => s?.context.customer ?? null) ?? null;
  const messages = useSelector(ref, (s) => s?.context.messages) ?? EMPTY;
  const noMore = useSelector(ref, (s) => (s ? chatNoMore(s) : false)) ?? false;
  const alert = useSelector(ref, (s) => s?.context.alert ?? null) ?? null;
  const uploading = useSelector(ref, (s) => (s ? chatUploading(s) : false)) ?? false;
  const loadingOlder = useSelector(ref, (s) => (s ? chatLoadingOlder(s) : false)) ?? false;
  const actions = useMemo(
    () => ({
      send: (text: string) => ref?.send({ type: 'chat.send', text, msgId: newIdempotencyKey() }),
      ask: (questionId: number) => ref?.send({ type: 'chat.ask', questionId, msgId: newIdempotencyKey() }),
      resend: (msgId: string) => ref?.send({ type: 'chat.resend', msgId }),
      upload: (file: File) => ref?.send({ type: 'chat.upload', file, name: file.name, msgId: newIdempotencyKey() }),
      scrolled: (top: number) => ref?.send({ type: 'chat.scrolled', top }),
      confirmAlert: () => ref?.send({ type: 'chat.alert.confirm' }),
    }),
    [ref],
  );
  return { phase, customer, messages, noMore, alert, uploading, loadingOlder, ...actions };
}

export type CustomerChatView = ReturnType<typeof useCustomerChat>;
