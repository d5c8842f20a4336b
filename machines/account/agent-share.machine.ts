import { assign, fromPromise, setup } from 'xstate';
import type { AgentContent, AgentShare } from '../../models/account';

/**
 * The agent centre's share page (spec §2 "Agent share"): the share link with its QR, the invite
 * code, the recharge notice and how to share. The share button copies the link; the copy is a
 * call that may fail (no clipboard, permission refused), and then the page offers the link to copy
 * by hand. The confirmation of a copy shows for a few seconds.
 */
export interface AgentSharePage {
  share: AgentShare;
  content: AgentContent;
}

export interface AgentShareContext {
  page: AgentSharePage | null;
}

export type AgentShareEvent = { type: 'agent.retry' } | { type: 'agent.copy' };

/** How long "copied" shows. */
export const COPIED_MS = 3000;

export const agentShareMachine = setup({
  types: { context: {} as AgentShareContext, events: {} as AgentShareEvent },
  actors: {
    fetchAgentShare: fromPromise<AgentSharePage, void>(async () => {
      throw new Error('agentShare: the fetchAgentShare actor must be provided');
    }),
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('agentShare: the copyText actor must be provided');
    }),
  },
  delays: { copied: COPIED_MS },
}).createMachine({
  id: 'agentShare',
  context: { page: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: { src: 'fetchAgentShare', onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) }, onError: 'failed' },
    },
    failed: { description: 'The share could not be loaded: the page offers a retry.', tags: ['failed'], on: { 'agent.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: { 'agent.copy': '.copying' },
      states: {
        idle: {},
        copying: {
          tags: ['copying'],
          // A second press while copying is the same copy.
          on: { 'agent.copy': {} },
          invoke: {
            src: 'copyText',
            input: ({ context }) => ({ text: context.page?.share.shareUrlPc ?? '' }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: { description: 'The link was copied: the button says so for 3 s.', tags: ['copied'], after: { copied: 'idle' } },
        // The link stays on screen, selected, to copy by hand.
        copyFailed: { description: 'The clipboard refused: the page selects the link to copy by hand.', tags: ['copyFailed'] },
      },
    },
  },
});

export type AgentShareMachine = typeof agentShareMachine;
