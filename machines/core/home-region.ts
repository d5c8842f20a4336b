/** The content owner's word that home came on screen or left (machines/content/content.machine.ts). */
type HomeShown = { type: string; shown?: boolean };

/** Guards of `home.shown`: home came on screen, or left it. */
export const homeCame = ({ event }: { event: HomeShown }) => event.shown === true;
export const homeLeft = ({ event }: { event: HomeShown }) => event.shown === false;

/**
 * Whether home is on screen, as the content owner says (`home.shown`): a region of each machine
 * that behaves differently there (the app, the notices, the messages), so the inspector and the
 * generated paths see it. Tagged `home` while home shows.
 */
export const homeRegion = {
  initial: 'away',
  states: {
    away: { on: { 'home.shown': { guard: homeCame, target: 'shown' } } },
    shown: { description: 'Home is on screen.', tags: ['home'], on: { 'home.shown': { guard: homeLeft, target: 'away' } } },
  },
} as const;
