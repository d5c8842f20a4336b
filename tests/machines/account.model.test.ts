import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { accountAvatarPaths, accountPagePaths, accountRealityPaths, PAGES, SUB_PAGE_ACTORS } from '../paths/account.paths';
import { describePath, generatePaths, replayPath } from '../paths/generate';

/** The actors each page state runs (the bet records run the order cancel beside them). */
const ACTORS: Record<string, string[]> = {
  hidden: [],
  other: [],
  betting: ['betRecords', 'orderCancel'],
  userInfo: ['profileEdit'],
  loginPassword: ['passwordChange'],
  withdrawPassword: ['passwordChange'],
  limits: ['gamingLimits', 'selfExclusion'],
};

/**
 * Generated paths of the account area (tests/paths/account.paths.ts) on a live actor: each state
 * runs its sub-page's actor with the page's input, and only that one; the avatar picker beside it.
 */
for (const [name, paths] of [
  ['pages', accountPagePaths],
  ['avatar picker', accountAvatarPaths],
] as const) {
  describe(`account area (${name}) — generated paths`, () => {
    for (const path of generatePaths(paths)) {
      it(describePath(paths.machine, path), async () => {
        const inputs: Record<string, unknown> = {};
        const received: string[] = [];
        const actors = Object.fromEntries(
          SUB_PAGE_ACTORS.map((actor) => [
            actor,
            fromCallback<{ type: string }, unknown>(({ input, receive }) => {
              inputs[actor] = input;
              receive((event) => void received.push(`${actor} ← ${event.type}`));
            }),
          ]),
        );
        const suite = { ...paths, provide: { actors: actors as never } } as typeof paths;
        await replayPath(suite, path, (snapshot, event) => {
          const { page, avatar } = snapshot.value as { page: string; avatar: string };
          const expected = [...(ACTORS[page] ?? [page]), ...(avatar === 'open' ? ['avatarPicker'] : [])].sort();
          // The reality check's region watches the session whatever shows (its own suite below).
          expect(Object.keys(snapshot.children).filter((id) => id !== 'watchSession').sort()).toEqual(expected);
          const spec = PAGES.find(([, state]) => state === page)?.[0] ?? null;
          expect(snapshot.context.shown).toEqual(spec);
          if (page === 'userInfo') expect(inputs.profileEdit).toEqual({ variant: 'cn' });
          if (page === 'loginPassword' || page === 'withdrawPassword') expect(inputs.passwordChange).toEqual({ kind: page === 'loginPassword' ? 'login' : 'withdraw' });
          if (page === 'usdtDeposit') expect(inputs.usdtDeposit).toEqual({ orderId: 'U1' });
          if (page === 'bankBind') expect(inputs.bankBind).toEqual({ japan: false });
          if (avatar === 'open') expect(inputs.avatarPicker).toEqual({ current: 'b_01.png' });
          // A cancelled order shows as cancelled in the records at once.
          if (event.type === 'account.order.cancelled') expect(received).toEqual(page === 'betting' ? ['betRecords ← records.patch'] : []);
        });
      });
    }
  });
}

/**
 * The reality check's region on a live actor: the check runs for the player the user info names
 * (not before it is in), gets `reality.end` when the login ends, and is gone once it has finished.
 */
describe('account area (reality check) — generated paths', () => {
  for (const path of generatePaths(accountRealityPaths)) {
    it(describePath(accountRealityPaths.machine, path), async () => {
      const suite = {
        ...accountRealityPaths,
        provide: {
          actors: {
            ...Object.fromEntries(SUB_PAGE_ACTORS.map((actor) => [actor, fromCallback(() => {})])),
          } as never,
        },
      } as typeof accountRealityPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const checking = snapshot.matches({ reality: 'checking' });
        expect('realityCheck' in snapshot.children).toBe(checking);
        // The player's check: what is kept is theirs.
        if (checking) expect((snapshot.children.realityCheck?.getSnapshot() as { input?: unknown }).input).toEqual({ player: 7 });
        if (event.type === 'session.changed' && (event as unknown as { user: unknown }).user === null) expect(checking).toBe(false);
      });
    });
  }
});
