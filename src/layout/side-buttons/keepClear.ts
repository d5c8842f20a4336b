/**
 * The floating side buttons must never cover a control the page marks with `data-keep-clear`
 * (the betting page's stake bar with its confirm button, which on a phone sticks to the bottom of
 * the screen exactly where back-to-top floats). They stay where they are when nothing is in the
 * way, rise just above what is in the way, and hide when that would take them too high.
 */

/** A box in viewport pixels, as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Placement {
  /** How many pixels above their own place the buttons go. */
  lift: number;
  hidden: boolean;
}

/** Space kept between the buttons and what they make way for. */
export const KEEP_CLEAR_GAP = 8;

/** The marker of elements the floating buttons make way for. */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

const across = (a: Box, b: Box): boolean => a.left < b.right && a.right > b.left;

/**
 * Where the buttons go, given `home` (their box when not lifted), the boxes to keep clear and the
 * highest top they may rise to (`minTop`). Each obstacle in the way lifts them above it, so they
 * end above every obstacle they met; past `minTop` they hide instead.
 */
export function placeClear(home: Box, obstacles: readonly Box[], minTop: number): Placement {
  const height = home.bottom - home.top;
  let bottom = home.bottom;
  const inWay = (box: Box) => across(box, home) && box.top < bottom + KEEP_CLEAR_GAP && box.bottom > bottom - height - KEEP_CLEAR_GAP;
  // Every move goes up and clears the obstacle that caused it, so each obstacle moves them at most once.
  for (let moves = 0; moves <= obstacles.length; moves += 1) {
    const obstacle = obstacles.find(inWay);
    if (!obstacle) break;
    bottom = obstacle.top - KEEP_CLEAR_GAP;
  }
  const lift = home.bottom - bottom;
  if (lift === 0) return { lift: 0, hidden: false };
  return bottom - height < minTop ? { lift: 0, hidden: true } : { lift, hidden: false };
}
