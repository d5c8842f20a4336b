import { describe, expect, it } from 'vitest';
import { MESSAGES_TAB_HREF, popupMessage } from '../../machines/inbox/messages-input';
import { messagesStatus, openPopupMessage } from '../../machines/inbox/messages-view';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { GIFT, messagesPaths } from '../paths/messages.paths';

/**
 * Generated paths of the messages machine (tests/paths/messages.paths.ts) on a live actor: what a
 * visitor and a member have, the badge a read takes at once and gives back on a refusal, the gift
 * claimed once, the popup only on home. The messages with the rest of the system (the badge, the
 * popup beside the notices') are tests/machines/content.model.test.ts.
 */
const paths = generatePaths(messagesPaths);

describe('messages — generated paths', () => {
  for (const path of paths) {
    it(describePath(messagesPaths.machine, path), async () => {
      const calls = { login: 0, navigate: [] as string[], confirmed: [] as number[], balance: 0 };
      const suite = {
        ...messagesPaths,
        provide: {
          actions: {
            openLogin: () => void calls.login++,
            navigate: (_: unknown, { to }: { to: string }) => void calls.navigate.push(to),
            storeConfirmedMessage: (_: unknown, { id }: { id: number }) => void calls.confirmed.push(id),
            refreshBalance: () => void calls.balance++,
          },
        },
      } as typeof messagesPaths;
      await replayPath(suite, path, (snapshot, event) => {
        const { messages, readCount, pendingReads, claiming, confirmedPopupId } = snapshot.context;
        // Whether home shows is a state, and the tag the views could ask.
        const onHome = snapshot.hasTag('home');
        expect(onHome).toBe(snapshot.matches({ home: 'shown' }));
        expect(readCount).toBeGreaterThanOrEqual(0);
        if (snapshot.matches({ player: 'visitor' })) {
          expect([messagesStatus(snapshot), messages, readCount, pendingReads]).toEqual(['visitor', [], 0, []]);
          // The messages tab asks a visitor to log in, and takes a member there.
          if (event.type === 'messages.tab.open') expect([calls.login, calls.navigate]).toEqual([1, []]);
        } else if (event.type === 'messages.tab.open') {
          expect([calls.login, calls.navigate]).toEqual([0, [MESSAGES_TAB_HREF]]);
        }
        if (snapshot.matches({ player: { member: { list: 'failed' } } })) expect(messagesStatus(snapshot)).toBe('failed');
        // A read is queued and sent one at a time; marked read at once.
        expect(snapshot.matches({ player: { member: { reads: 'sending' } } })).toBe(pendingReads.length > 0);
        for (const id of pendingReads) expect(messages.find((m) => m.id === id)?.status).toBe(1);
        if (event.type === 'messages.read') expect(messages.find((m) => m.id === 1)?.status ?? 1).toBe(1);
        // A refused read shows the message unread again.
        if (event.type.startsWith('xstate.error.actor.') && event.type.endsWith('reads.sending')) {
          expect(messages.filter((m) => m.status === 0).length).toBeGreaterThan(0);
        }
        expect(claiming).toBe(snapshot.matches({ player: { member: { claim: 'claiming' } } }) ? GIFT : null);
        if (calls.balance > 0) expect(messages.find((m) => m.id === GIFT)).toMatchObject({ coinClaimed: true, status: 1 });
        // The popup: only on home, the first unread message that was neither confirmed nor closed.
        if (snapshot.matches({ player: { member: { popup: 'open' } } })) {
          expect([onHome, snapshot.hasTag('popup')]).toEqual([true, true]);
          // (A message read since the popup opened leaves it empty: the view shows nothing.)
          expect(openPopupMessage(snapshot)).toEqual(popupMessage(snapshot.context));
          if (event.type === 'home.shown' || /^xstate\.done\.actor\..*list\.loading$/.test(event.type)) expect(openPopupMessage(snapshot)).not.toBeNull();
        } else {
          expect(openPopupMessage(snapshot)).toBeNull();
        }
        expect(calls.confirmed).toEqual(confirmedPopupId === null ? [] : [confirmedPopupId]);
      });
    });
  }
});
