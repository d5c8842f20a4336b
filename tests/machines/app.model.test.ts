import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { APP_CHILDREN, appAccountAreaPaths, appChatPaths, appDevtoolsPaths, appMessagesPaths, appAuthDialogPaths, appReloginPaths, appPwaPaths } from '../paths/app.paths';
import { authDialogOf } from '../../src/app/hooks';
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
  ['auth dialog', appAuthDialogPaths],
  ['relogin', appReloginPaths],
  ['installable app', appPwaPaths],
] as const) {
  describe(`app root (${name}) — generated paths`, () => {
    for (const path of generatePaths(paths)) {
      it(describePath(paths.machine, path), async () => {
        const inputs: Record<string, unknown> = {};
        const told: Record<string, EventObject[]> = {};
        const actors = Object.fromEntries(
          APP_CHILDREN.map((child) => [
            child,
            fromCallback<EventObject, unknown>(({ input, receive }) => {
              inputs[child] = input;
              told[child] = [];
              receive((event) => void told[child]!.push(event));
            }),
          ]),
        );
        const suite = { ...paths, provide: { actors: { ...(paths.provide?.actors as object), ...actors } as never } } as typeof paths;
        await replayPath(suite, path, (snapshot, event) => {
          const value = snapshot.value as Record<string, string | Record<string, string>>;
          const expected = [
            ...ALWAYS,
            ...(value.accountArea === 'ready' ? ['account'] : []),
            ...(value.messages === 'ready' ? ['messages'] : []),
            ...(value.chat === 'shown' ? ['customerChat'] : []),
            ...(value.devtools === 'replay' ? ['devtoolsReplay'] : []),
            ...(snapshot.matches({ authDialog: { forgot: 'open' } }) ? ['passwordReset'] : []),
            ...(value.pwa === 'ready' ? ['pwa'] : []),
          ];
          const running = Object.keys(snapshot.children).filter((id) => !id.includes('.'));
          expect(running.sort()).toEqual(expected.sort());
          // The messages are told at their start whether home shows (the owner's word may have come first).
          if (value.messages === 'ready' && event.type.startsWith('xstate.done.actor.')) {
            expect(inputs.messages).toEqual({ confirmedPopupId: null });
            expect(told.messages).toEqual(value.home === 'shown' ? [{ type: 'home.shown', shown: true }] : []);
          }
          if (value.chat === 'shown') expect(inputs.customerChat).toEqual({ visitorId: 'v-1' });
          if (snapshot.matches({ authDialog: { forgot: 'open' } })) expect(inputs.passwordReset).toEqual({ account: 'demo001' });
          // The dialog's form is its state, told by the tag the views ask for.
          const form = typeof value.authDialog === 'string' ? value.authDialog : 'forgot';
          expect(authDialogOf(snapshot)).toBe(form);
          if (event.type === 'session.loggedIn') expect(form).toBe('closed');
          if (paths === appReloginPaths && event.type === 'xstate.init') expect(form).toBe('login');
        });
      });
    }
  });
}
