import { catalogMachine } from '../../machines/games/catalog.machine';
import { fail, ok, type PathSuite } from './generate';

/** The lottery catalogue: it loads or fails, and loads again on a reload or every 30 s. */
export const catalogPaths: PathSuite<typeof catalogMachine> = {
  machine: catalogMachine,
  events: [{ type: 'catalog.reload' }],
  answers: { fetchCatalog: [ok({ lotteryList: [], prizeRecordList: [] }), fail()] },
};
