import type { PromiseActorLogic } from 'xstate';
import type { ChatUploadAnswer, ChatUploadInput, CustomerChatSetup } from './customer-chat.machine';
import type { PomeloSocketLogic } from './realtime-connection.machine';

/** The calls the customer-service chat makes (chat-area.ts; part of AppCalls). */
export interface ChatCalls {
  /** The customer-service chat's first configuration, with the platform and the site's host. */
  fetchCustomerConfig: PromiseActorLogic<CustomerChatSetup, void>;
  /** POST {chatBase}/upload: a chat image or video; answers its file code. */
  uploadChatFile: PromiseActorLogic<ChatUploadAnswer, ChatUploadInput>;
  /** A Pomelo WebSocket with the codec (src/realtime/pomelo-socket.ts), for realtime connections. */
  openPomeloSocket: PomeloSocketLogic;
}

/** The chat's page effects (part of AppEffects). */
export interface ChatEffects {
  /** Goes to a page inside the app without a page load (the router's navigate). */
  navigate(to: string): void;
  /** Keeps the chat's visitor id in client storage (spec §3 "Client storage"). */
  storeChatVisitorId(visitorId: string): void;
}
