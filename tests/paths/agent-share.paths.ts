import { agentShareMachine, type AgentSharePage } from '../../machines/account/agent-share.machine';
import { fail, ok, type PathSuite } from './generate';

/**
 * The agent share page: the page loads or fails (and is retried); the share button copies the
 * link, which the clipboard takes or refuses; the confirmation shows for 3 s.
 */
export const SHARE_PAGE: AgentSharePage = {
  share: { code: 'FAST01', shareUrlPc: 'http://127.0.0.1/pages/auth/register?invite=FAST01', shareUrlImage: 'http://127.0.0.1/pages/auth/register?invite=FAST01', content: '' },
  content: { content: '', rebatePermille: 5 },
};

export const agentSharePaths: PathSuite<typeof agentShareMachine> = {
  machine: agentShareMachine,
  events: [{ type: 'agent.retry' }, { type: 'agent.copy' }],
  answers: { fetchAgentShare: [ok(SHARE_PAGE), fail()], copyText: [ok(), fail(new Error('clipboard refused'), 'clipboard refused')] },
};
