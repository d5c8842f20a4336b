import { describe, expect, it } from 'vitest';
import { chatPhase } from '../../machines/chat/chat-view';
import { CHAT_EXIT_PATH } from '../../machines/chat/customer-chat.machine';
import { CHAT_SETUP, customerChatPaths } from '../paths/customer-chat.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/**
 * Generated paths of the customer chat (tests/paths/customer-chat.paths.ts) on a live actor: the
 * customer info, the socket, entry, visitorInit and the first page in turn, each refusal an
 * alert, a player waiting for the user info, a login restarting the chat, older pages, uploads,
 * the dropped socket's alert and the way home. Messages sent, failed, resent and answered on the
 * fake gateway are tests/machines/customer-chat.test.ts.
 */
describe('customer chat — generated paths', () => {
  for (const path of generatePaths(customerChatPaths)) {
    it(describePath(customerChatPaths.machine, path), async () => {
      const went: string[] = [];
      const stored: string[] = [];
      let storedBefore = 0;
      const suite = {
        ...customerChatPaths,
        provide: {
          ...customerChatPaths.provide,
          actions: {
            ...customerChatPaths.provide?.actions,
            navigate: (_: unknown, params: { to: string }) => void went.push(params.to),
            storeVisitorId: (_: unknown, params: { visitorId: string }) => void stored.push(params.visitorId),
          },
        },
      } as typeof customerChatPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { alert, customer, messages, upload } = snapshot.context;
        const phase = chatPhase(snapshot);
        if (snapshot.matches({ chat: 'alert' })) {
          expect(phase).toBe('alert');
          // A refusal or a failed load: "could not load"; a dropped socket: "connection lost".
          expect(alert).toBe(event.type === 'rt.closed' ? 'connectionLost' : alert);
          expect(['loadFailed', 'connectionLost']).toContain(alert);
        } else expect(alert).toBeNull();
        if (snapshot.matches({ chat: 'ready' })) {
          expect(phase).toBe('ready');
          expect(customer).toMatchObject({ serviceName: CHAT_SETUP.config.serviceName, clientIp: '127.0.0.1' });
          expect(messages).toEqual([]);
        }
        if (snapshot.hasTag('loading')) expect(phase).not.toBe('ready');
        // Entered: a visitor's issued id is kept; a player's conversation follows the account.
        if (event.type === 'rt.response' && snapshot.matches({ chat: 'initializing' })) expect(stored.length - storedBefore).toBe(snapshot.matches({ session: 'member' }) ? 0 : 1);
        storedBefore = stored.length;
        if (snapshot.matches({ chat: { ready: { upload: 'uploading' } } })) expect(upload).toMatchObject({ name: 'photo.png', msgId: 'u-1' });
        else expect(upload).toBeNull();
        // Confirming the alert leaves for home.
        if (event.type === 'chat.alert.confirm') expect(went).toEqual([CHAT_EXIT_PATH]);
        else expect(went).toEqual([]);
      });
    });
  }
});
