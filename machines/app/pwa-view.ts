import type { PwaSnapshot } from './pwa.machine';

export type { PwaRef } from './pwa.machine';

// Apart from the machine, so that the prompts' chunk (src/layout/pwa/PwaPrompts.tsx) does not
// share a chunk with the page side (src/app/pwa-services.ts): the first page names one chunk less.

/** What the views show of the installable app. */
export function pwaView(snapshot: PwaSnapshot) {
  return {
    updatePrompt: snapshot.hasTag('updatePrompt'),
    reloading: snapshot.hasTag('reloading'),
    installOffer: snapshot.hasTag('installOffer'),
    install: snapshot.hasTag('installed') ? ('installed' as const) : snapshot.hasTag('installing') ? ('installing' as const) : snapshot.hasTag('canInstall') ? ('prompt' as const) : ('instructions' as const),
  };
}
