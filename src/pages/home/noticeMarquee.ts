/** Seconds per character of scrolling notice text: slow enough to read at a glance. */
const SECONDS_PER_CHARACTER = 0.32;
const MIN_SECONDS = 16;

/** How long one pass of the notice marquee takes for this much text. */
export function marqueeSeconds(text: string): number {
  return Math.max(MIN_SECONDS, Math.round(Array.from(text).length * SECONDS_PER_CHARACTER));
}
