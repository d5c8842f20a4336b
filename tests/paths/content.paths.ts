import { contentMachine } from '../../machines/content/content.machine';
import type { PathSuite } from './generate';

/**
 * The content screens' owner: home and /activity are shown and hidden, each in its own region
 * (the lists and carousels it spawns have their own suites: content-list, carousel).
 */
export const contentPaths: PathSuite<typeof contentMachine> = {
  machine: contentMachine,
  events: [
    { type: 'content.show', page: 'home' },
    { type: 'content.hide', page: 'home' },
    { type: 'content.show', page: 'activity' },
    { type: 'content.hide', page: 'activity' },
  ],
};
