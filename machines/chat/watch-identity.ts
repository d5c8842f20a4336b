import { fromCallback } from 'xstate';
import { sessionActor } from '../core/system';

/**
 * Who the chat talks as: the session's token (the handshake and uploads carry it) and the page's
 * language (it names the service and picks the automatic answers' language), sent as an event at
 * once and on every change, so the chat's transitions depend on its events only (and replay).
 */
export type ChatIdentity = { type: 'chat.identity'; token: string | null; language: string | null };

/** A subscription inside the chat (as `watchSession` does): stopping the chat stops it. */
export const watchChatIdentity = fromCallback<{ type: 'noop' }, void>(({ system, sendBack }) => {
  const session = sessionActor(system);
  const language = system.get('language') as { getSnapshot(): { context: { language?: unknown } }; subscribe(listener: () => void): { unsubscribe(): void } } | undefined;
  let last: string | null = null;
  const report = () => {
    const token = session?.getSnapshot().context.token ?? null;
    const lang = language?.getSnapshot().context.language;
    const identity: ChatIdentity = { type: 'chat.identity', token, language: typeof lang === 'string' ? lang : null };
    const key = JSON.stringify([identity.token, identity.language]);
    if (key === last) return;
    last = key;
    sendBack(identity);
  };
  report();
  const subscriptions = [session?.subscribe(report), language?.subscribe(report)];
  return () => subscriptions.forEach((s) => s?.unsubscribe());
});
