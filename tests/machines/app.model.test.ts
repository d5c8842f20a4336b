import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { APP_CHILDREN, appAccountAreaPaths, appChatPaths, appDevtoolsPaths, appMessagesPaths, appPasswordResetPaths, appPwaPaths } from '../paths/app.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/** The long-lived children the root always runs. */
const ALWAYS = ['bootstrap', 'betting', 'catalog', 'content', 'language', 'notices', 'session'];

/**
 * Generated paths of the root's regions (tests/paths/app.paths.ts) on a live actor: each loaded
 * chunk's actor runs exactly while its state lasts, with its input (the messages knowing whether
 * home shows, the chat its visitor, the reset the account typed).
 */
for (const [name, paths] of [
  ['account area', appAccountAreaPaths],
  ['messages', appMessagesPaths],
  ['chat', appChatPaths],
  ['devtools', appDevtoolsPaths],
  ['password reset', appPasswordResetPaths],
  ['installable app', appPwaPaths],
] as const) {
  describe(`app root (${name}) — generated paths`, () => {
    for (const path of generatePaths(paths)) {
      it(describePath(paths.machine, path), async () => {
        const inputs: Record<string, unknown> = {};
        const actors = Object.fromEntries(APP_CHILDREN.map((child) => [child, fromCallback(({ input }) => void (inputs[child] = input))]));
        const suite = { ...paths, provide: { actors: { ...(paths.provide?.actors as object), ...actors } as never } } as typeof paths;
        await replayPath(suite, path, (snapshot, event) => {
          const value = snapshot.value as Record<string, string>;
          const expected = [
            ...ALWAYS,
            ...(value.accountArea === 'ready' ? ['account'] : []),
            ...(value.messages === 'ready' ? ['messages'] : []),
            ...(value.chat === 'shown' ? ['customerChat'] : []),
            ...(value.devtools === 'replay' ? ['devtoolsReplay'] : []),
            ...(value.passwordReset === 'open' ? ['passwordReset'] : []),
            ...(value.pwa === 'ready' ? ['pwa'] : []),
          ];
          const running = Object.keys(snapshot.children).filter((id) => !id.includes('.'));
          expect(running.sort()).toEqual(expected.sort());
          // The messages start knowing whether home shows (the owner's word may have come first).
          if (value.messages === 'ready' && event.type.startsWith('xstate.done.actor.')) expect(inputs.messages).toEqual({ confirmedPopupId: null, onHome: value.home === 'shown' });
          if (value.chat === 'shown') expect(inputs.customerChat).toEqual({ visitorId: 'v-1' });
          if (value.passwordReset === 'open') expect([inputs.passwordReset, snapshot.context.authDialog]).toEqual([{ account: 'demo001' }, 'forgot']);
          if (value.passwordReset !== 'closed') expect(snapshot.context.authDialog).toBe('forgot');
        });
      });
    }
  });
}
