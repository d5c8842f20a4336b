/** The home banner changes slide every 5 s (spec §2 "Home", §9). */
export const SLIDE_INTERVAL_MS = 5000;

/** Index `index` wrapped into 0..count-1, so "previous" from the first slide is the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface RotationState {
  /** The player pressed pause. */
  paused: boolean;
  /** Pointer over the banner or keyboard focus inside it: never move what someone is reading. */
  engaged: boolean;
  slideCount: number;
}

export function isRotating({ paused, engaged, slideCount }: RotationState): boolean {
  return !paused && !engaged && slideCount > 1;
}
