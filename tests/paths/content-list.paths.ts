import { createContentListMachine } from '../../machines/content/content-list.machine';
import { fail, ok, type PathSuite } from './generate';

/**
 * A content list (the banners, the winners): it loads or fails (and is retried); one that
 * refreshes fetches again every minute while shown (a failed refresh keeps the list), one that
 * does not is settled once loaded.
 */
export const contentList = createContentListMachine<{ id: number }>('sampleList');
export const LIST = [{ id: 1 }, { id: 2 }];

const suite = (refreshMs: number | null): PathSuite<typeof contentList> => ({
  machine: contentList,
  input: { refreshMs },
  events: [{ type: 'content.retry' }],
  answers: { fetchList: [ok(LIST), fail()] },
});

export const refreshingListPaths = suite(60_000);
export const onceListPaths = suite(null);
