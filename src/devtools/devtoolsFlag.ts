import type { RuntimeConfig } from '../../models/runtime-config';

/**
 * Whether the developer tools may open on this page (docs/devtools.md): always in a development
 * build; in a production build only when the server's page config allows them (demo mode, or the
 * operator's FASTDRAW_DEVTOOLS=1). A visitor's `?devtools` alone never opens them.
 */
export function devtoolsAllowed(config: Pick<RuntimeConfig, 'devtools'>, development: boolean = import.meta.env.DEV): boolean {
  return development || config.devtools === true;
}

/** `?devtools` in the address when the page loads asks for the developer panel. */
export function hasDevtoolsFlag(search: string): boolean {
  return new URLSearchParams(search).has('devtools');
}

/** `?inspect` in the address asks for the Stately inspector (a popup mirroring the actor system). */
export function hasInspectFlag(search: string): boolean {
  return new URLSearchParams(search).has('inspect');
}

/** What the page does with the developer flags of its address. */
export type DevtoolsRequest =
  | { panel: boolean; inspect: boolean; refused: false }
  /** Asked for in a build or on a server that does not allow them: say so, load nothing. */
  | { panel: false; inspect: false; refused: true };

export function devtoolsRequest(search: string, config: Pick<RuntimeConfig, 'devtools'>, development: boolean = import.meta.env.DEV): DevtoolsRequest {
  const panel = hasDevtoolsFlag(search);
  const inspect = hasInspectFlag(search);
  if (!panel && !inspect) return { panel: false, inspect: false, refused: false };
  if (!devtoolsAllowed(config, development)) return { panel: false, inspect: false, refused: true };
  // The Stately inspector's state is reported in the panel, so `?inspect` opens the panel too.
  return { panel: true, inspect, refused: false };
}

/** Logged when the address asks for developer tools the server does not allow (developers read the console, in English). */
export const DEVTOOLS_REFUSED = 'Fastdraw: ?devtools and ?inspect are off here (the server sets FASTDRAW_DEVTOOLS=1 to allow them).';
