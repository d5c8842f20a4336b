import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { AccountPageSpec } from '../../machines/account/account.machine';
import { ErrorCode } from '../../models/errors';
import { lastCode } from '../support/fake-money';
import { startAppSystem, type StartedAppSystem } from '../support/app-system';
import { eventually, until, untilState } from '../paths/wait';

/**
 * Model-based paths for the e-mail binding page: a small model of what the player sees (server
 * answers and the clock are plain events), and for every simple path the real page machine,
 * spawned by the account machine in the whole root system on the fake platform, driven through it
 * and checked in every state it reaches. (The deposit, withdrawal, bank binding and USDT order
 * pages have generated path suites: deposit, withdraw, bank-bind and usdt-deposit.model.test.ts.)
 */

/** Every state the generated paths pass through. */
const reached = (paths: { steps: { state: { value: unknown } }[]; state: { value: unknown } }[]) =>
  [...new Set(paths.flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]))].sort();

/** The e-mail page's code actor has read its stored deadline (a new one after each change of mode). */
const codeRestored = (sys: StartedAppSystem) => until(sys.get('emailCode'), (code) => !code.matches('restoring'));

/** Shows the e-mail page in the account area and waits for its mode and its code's stored deadline. */
async function show(sys: StartedAppSystem, spec: AccountPageSpec) {
  sys.get('account').send({ type: 'account.show', spec });
  await eventually(() => sys.get('emailBind') !== undefined, 'the emailBind actor');
  await until(sys.get('emailBind'), (page) => !page.matches('waiting'));
  await eventually(() => sys.get('emailCode') !== undefined, 'the emailCode actor');
  await codeRestored(sys);
}

const stateOf = (sys: StartedAppSystem, id: string) => sys.get(id)?.getSnapshot();

describe('e-mail binding with the resend block — model-based paths', () => {
  const model = createMachine({
    id: 'emailModel',
    initial: 'closed',
    states: {
      closed: { on: { 'open.none': 'bind', 'open.bound': 'edit' } },
      bind: { on: { send: 'bindCooling', 'submit.noCode': 'bind' } },
      bindCooling: { on: { 'time.120s': 'bind', 'submit.wrongCode': 'bindCooling', 'submit.ok': 'edit', reload: 'bindCooling' } },
      edit: { on: { send: 'editCooling', 'submit.noCode': 'edit' } },
      editCooling: { on: { 'time.120s': 'edit', 'submit.ok': 'bind', reload: 'editCooling' } },
    },
  });
  const paths = createTestModel(model).getSimplePaths();

  it('reaches every state', () => {
    expect(reached(paths)).toEqual(['bind', 'bindCooling', 'closed', 'edit', 'editCooling']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = startAppSystem();
      await untilState(sys.app, { accountArea: 'ready' });
      const page = () => sys.get('emailBind');
      const code = () => sys.get('emailCode');
      const ADDRESS = 'player@fastdraw.test';
      const mode = () => stateOf(sys, 'emailBind').value as Record<string, string>;
      const submitCode = async (value: string) => {
        page().send({ type: 'email.code', verifyCode: value });
        page().send({ type: 'email.submit' });
        // Answered (no longer busy), and the code of the mode the page is in now has read its deadline.
        await until(page(), (snapshot) => !snapshot.hasTag('busy'));
        await codeRestored(sys);
      };
      await path.test({
        states: {
          closed: () => expect(page()).toBeUndefined(),
          bind: () => {
            expect(Object.keys(mode())).toEqual(['bind']);
            expect(code().getSnapshot().value).toBe('idle');
          },
          bindCooling: () => {
            expect(Object.keys(mode())).toEqual(['bind']);
            expect(code().getSnapshot().value).toBe('cooling');
          },
          edit: () => {
            expect(Object.keys(mode())).toEqual(['edit']);
            expect(page().getSnapshot().context.bound).toBe(sys.platform.state.user.email);
            expect(code().getSnapshot().value).toBe('idle');
          },
          editCooling: () => {
            expect(Object.keys(mode())).toEqual(['edit']);
            expect(code().getSnapshot().value).toBe('cooling');
          },
        },
        events: {
          'open.none': () => show(sys, { page: 'bind-email' }),
          'open.bound': async () => {
            sys.platform.state.user.email = 'old@fastdraw.test';
            sys.get('session').send({ type: 'session.refreshUser' });
            await until(sys.get('session'), (session) => session.context.user?.email === 'old@fastdraw.test');
            await show(sys, { page: 'bind-email' });
          },
          send: async () => {
            page().send({ type: 'email.address', email: ADDRESS });
            page().send({ type: 'email.sendCode' });
            await untilState(code(), 'cooling');
          },
          'time.120s': () => sys.advance(120_000, 20_000),
          'submit.noCode': async () => {
            // The address first (§5 order), so the code is what is missing.
            page().send({ type: 'email.address', email: ADDRESS });
            await submitCode('');
            expect(page().getSnapshot().context.error?.messageKey).toBe('validation:placeholder_email_code');
          },
          'submit.wrongCode': async () => {
            page().send({ type: 'email.address', email: ADDRESS });
            await submitCode('000000');
            expect(page().getSnapshot().context.error?.code).toBe(ErrorCode.wrongVerificationCode);
          },
          'submit.ok': async () => {
            const bound = Object.keys(mode())[0] === 'edit';
            // After a reload the typed address is gone: the player types it again.
            if (!bound) page().send({ type: 'email.address', email: ADDRESS });
            await submitCode(lastCode(sys.platform.state, bound ? 3 : 2));
            expect(sys.platform.state.user.email).toBe(bound ? '' : ADDRESS);
            // A while later: the other mode's earlier block (if any) is over, as the model assumes.
            await sys.advance(120_000, 20_000);
          },
          // The page left and shown again: a new machine reads the stored deadline and counts on.
          reload: async () => {
            const before = code().getSnapshot().context.resendUntil;
            await sys.advance(10_000);
            sys.get('account').send({ type: 'account.hide' });
            await show(sys, { page: 'bind-email' });
            expect(code().getSnapshot().context.resendUntil).toBe(before);
          },
        },
      });
      sys.actor.stop();
    });
  }
});
