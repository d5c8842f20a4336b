import type { ChatCalls, ChatEffects } from './services';
import { chatConnectionMachine, customerChatMachine } from './customer-chat.machine';

/**
 * The customer-service chat as one chunk: its machine and its connection's, with their calls in
 * place. The app loads it when the chat page first shows (`loadChat`), so other pages do not
 * carry the realtime client.
 */
export function provideCustomerChat(calls: ChatCalls, effects: ChatEffects) {
  return customerChatMachine.provide({
    actors: {
      fetchCustomerConfig: calls.fetchCustomerConfig,
      uploadChatFile: calls.uploadChatFile,
      connection: chatConnectionMachine.provide({ actors: { openPomeloSocket: calls.openPomeloSocket } }),
    },
    actions: {
      navigate: (_, params) => effects.navigate(params.to),
      storeVisitorId: (_, params) => effects.storeChatVisitorId(params.visitorId),
    },
  });
}

export type CustomerChatArea = ReturnType<typeof provideCustomerChat>;
