import type { PromiseActorLogic } from 'xstate';
import type { MessageCoinAnswer, MessageList, ReadMessageAnswer } from '../../models/content';

/** The calls the messages actor makes (messages.machine.ts; part of AppCalls). */
export interface InboxCalls {
  fetchMessages: PromiseActorLogic<MessageList, void>;
  readMessage: PromiseActorLogic<ReadMessageAnswer, { id: number }>;
  claimMessageCoin: PromiseActorLogic<MessageCoinAnswer, { id: number }>;
}

/** The messages actor's page effects (part of AppEffects). */
export interface InboxEffects {
  /** Keeps the id of the message the player confirmed in the home popup. */
  storeConfirmedMessage(id: number): void;
}
