import { describe, expect, it } from 'vitest';
import { describePath, generatePaths, replayPath } from '../paths/generate';
import { noticesPaths, SHOWN_ON, TODAY } from '../paths/notices.paths';

/**
 * Generated paths of the notices machine (tests/paths/notices.paths.ts) on a live actor: the
 * popup opens only on home, with a notice, on a day it was not shown yet, and is stored as shown
 * that day. The calendar on the real clock is tests/machines/content.machine.test.ts.
 */
const paths = generatePaths(noticesPaths);

describe('notices — generated paths', () => {
  for (const path of paths) {
    it(describePath(noticesPaths.machine, path), async () => {
      const stored: string[] = [];
      const suite = { ...noticesPaths, provide: { actions: { storePopupDate: (_: unknown, { date }: { date: string }) => void stored.push(date) } } };
      await replayPath(suite as typeof noticesPaths, path, (snapshot) => {
        const { today, popupShownOn, notices } = snapshot.context;
        const onHome = snapshot.hasTag('home');
        expect(onHome).toBe(snapshot.matches({ home: 'shown' }));
        if (snapshot.matches({ list: { ready: 'popup' } })) {
          expect([onHome, today, notices.length > 0]).toEqual([true, TODAY, true]);
          expect(snapshot.hasTag('popup')).toBe(true);
        }
        // Shown once that day, and stored as shown.
        expect(stored).toEqual(popupShownOn === TODAY ? [TODAY] : []);
        if (popupShownOn === SHOWN_ON && snapshot.matches({ list: { ready: 'quiet' } })) expect(onHome && today === TODAY && notices.length > 0).toBe(false);
        if (snapshot.matches({ list: 'failed' })) expect(snapshot.hasTag('failed')).toBe(true);
      });
    });
  }
});
