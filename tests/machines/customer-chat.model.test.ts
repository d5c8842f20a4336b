import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { chatPhase } from '../../machines/chat/chat-view';
import { CHAT_EXIT_PATH, type CustomerChatRef } from '../../machines/chat/customer-chat.machine';
import { ChatCode, ChatSendState, ChatSendType } from '../../models/realtime/chat';
import { settle, startAppSystem } from '../support/app-system';

/**
 * Model-based paths over what a chatting visitor sees: the chat ready, a message sent, one that
 * failed (refused, or no answer in 5 s) and its resend, a quick question with its automatic
 * answer, the alert when the socket drops and the way home. Every path drives the real
 * customer-chat machine in the root system on the fake gateway and a SimulatedClock.
 */
const model = createMachine({
  id: 'chatModel',
  initial: 'ready',
  states: {
    ready: { on: { 'send.answered': 'sent', 'send.refused': 'failed', 'send.silent': 'failed', ask: 'answered', drop: 'alert' } },
    sent: { on: { 'send.refused': 'failed', ask: 'answered', drop: 'alert' } },
    failed: { on: { resend: 'sent', drop: 'alert' } },
    answered: { on: { 'send.answered': 'sent', drop: 'alert' } },
    alert: { on: { confirm: 'home' } },
    home: {},
  },
});

describe('customer chat — model-based paths', () => {
  const paths = createTestModel(model).getSimplePaths();

  it('reaches every state the visitor can see', () => {
    const reached = new Set(paths.flatMap((path) => [...path.steps.map((step) => String(step.state.value)), String(path.state.value)]));
    expect([...reached].sort()).toEqual(['alert', 'answered', 'failed', 'home', 'ready', 'sent']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem({ loggedIn: false });
      await settle();
      sys.app.send({ type: 'chat.show', visitorId: '' });
      await settle(8);
      const chat = () => sys.get('customerChat') as CustomerChatRef;
      const messages = () => chat().getSnapshot().context.messages;
      const gateway = sys.platform.state.chat;
      let sends = 0;
      let failedId = '';
      const send = async () => {
        chat().send({ type: 'chat.send', text: `message ${++sends}`, msgId: `m${sends}` });
        await settle(4);
      };
      await path.test({
        states: {
          ready: () => {
            expect(chatPhase(chat().getSnapshot())).toBe('ready');
            expect(messages()).toEqual([]);
          },
          sent: () => expect(messages().find((m) => m.msgId === `m${sends}`)?.sendState).toBe(ChatSendState.sent),
          failed: () => expect(messages().find((m) => m.msgId === failedId)?.sendState).toBe(ChatSendState.failed),
          answered: () => expect(messages().at(-1)).toMatchObject({ sendType: ChatSendType.service, sendState: ChatSendState.sent }),
          alert: () => {
            expect(chatPhase(chat().getSnapshot())).toBe('alert');
            expect(chat().getSnapshot().context.alert).toBe('connectionLost');
          },
          home: () => expect(sys.platform.effects.navigations).toEqual([CHAT_EXIT_PATH]),
        },
        events: {
          'send.answered': send,
          'send.refused': async () => {
            gateway.sendCode = ChatCode.failed;
            await send();
            gateway.sendCode = ChatCode.ok;
            failedId = `m${sends}`;
          },
          'send.silent': async () => {
            gateway.holdSends = true;
            await send();
            await sys.advance(5000);
            gateway.holdSends = false;
            failedId = `m${sends}`;
          },
          resend: async () => {
            chat().send({ type: 'chat.resend', msgId: failedId });
            await settle(4);
            sends = Number(failedId.slice(1));
          },
          ask: async () => {
            chat().send({ type: 'chat.ask', questionId: 1, msgId: `q${sends}` });
            await settle(6);
          },
          drop: async () => {
            sys.platform.chat.dropAll();
            await settle();
          },
          confirm: async () => {
            chat().send({ type: 'chat.alert.confirm' });
            await settle();
          },
        },
      });
    });
  }
});
