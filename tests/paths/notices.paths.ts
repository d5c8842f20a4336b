import { noticesMachine } from '../../machines/content/notices.machine';
import type { Notice } from '../../models/entities';
import { fail, ok, type PathSuite } from './generate';

export const NOTICE: Notice = { id: 1, title: '维护公告', content: '<p>维护公告</p>', createTime: '2026-11-22 10:00:00', status: 0 };
/** The popup was last shown yesterday: today's is due. */
export const SHOWN_ON = '2026-11-22';
export const TODAY = '2026-11-23';

/**
 * The platform notices and their daily popup: the list loads (with a notice, empty) or fails and
 * is reloaded; the calendar says which day it is (today, or the day the popup was last shown) and
 * the content owner says whether home is on screen (the `home` region); the popup opens on home
 * once a day and closes by the player or by leaving home. The guard reads what the events built
 * up (the day, the day it was shown, a notice to show), so those tell vertices of one state value apart.
 */
export const noticesPaths: PathSuite<typeof noticesMachine> = {
  machine: noticesMachine,
  input: { popupShownOn: SHOWN_ON },
  events: [
    { type: 'calendar.day', day: TODAY },
    { type: 'home.shown', shown: true },
    { type: 'home.shown', shown: false },
    { type: 'notices.popup.close' },
    { type: 'notices.reload' },
  ],
  answers: { fetchNotices: [ok([NOTICE]), ok([]), fail()] },
  vertex: (snapshot) => [
    snapshot.value,
    snapshot.context.today,
    snapshot.context.popupShownOn,
    snapshot.context.notices.length,
  ],
};
