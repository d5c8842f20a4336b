import { fromCallback, fromPromise } from 'xstate';
import type { AppCalls } from '../../machines/app/services';
import type { SocketCommand, SocketEvent, SocketInput } from '../../machines/chat/realtime-connection.machine';
import type { ApiClient } from '../api/client';
import type { RuntimeConfig } from '../config/env';

/**
 * The chat's calls as the app is built with them (part of src/app/services.ts): stand-ins that
 * load the real ones (src/realtime/chat-services.ts, the socket and the codec) the first time
 * the chat uses them, so the first page carries none of it.
 */
const load = () => import('./chat-services');

export function chatCalls(api: ApiClient, config: RuntimeConfig, hostname: string): Pick<AppCalls, 'fetchCustomerConfig' | 'uploadChatFile' | 'openPomeloSocket'> {
  return {
    fetchCustomerConfig: fromPromise(async ({ signal }) => (await load()).fetchCustomerSetup(api, config, hostname, signal)),
    uploadChatFile: fromPromise(async ({ input }) => {
      const chat = await load();
      return chat.uploadChatFile(chat.chatBaseOf(config), input);
    }),
    openPomeloSocket: fromCallback<SocketCommand, SocketInput, SocketEvent>((params) => {
      let stopped = false;
      let stop: (() => void) | void;
      load().then(
        (chat) => {
          if (!stopped) stop = chat.runPomeloSocket((address) => chat.socketUrl(address, config.wsBase, window.location))(params) ?? undefined;
        },
        // The chunk did not load: the same as a socket that never opened.
        () => !stopped && params.sendBack({ type: 'socket.closed' }),
      );
      return () => {
        stopped = true;
        if (typeof stop === 'function') stop();
      };
    }),
  };
}
