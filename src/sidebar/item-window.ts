/**
 * Which items of a long sidebar list are rendered: a window around the current page's item.
 * A category of 2,000 pages rendered whole puts 2,000 links in every one of its pages' HTML
 * (about 250 bytes each), so the site's output and build time grow with the square of its
 * size. Every page stays linked from its category's listing page and from the sitemap.
 */

/** Lists of more items than this render a window of them; shorter ones render whole. */
export const WINDOW_ABOVE = 100;
/** Items the first window shows on each side of the current page's. */
export const WINDOW_RADIUS = 25;
/** Items one "show more" (the button, or scrolling to it) adds on its side. */
export const WINDOW_STEP = 100;

/** Which end of the window. */
export type Side = 'before' | 'after';

/** Items `start` (included) to `end` (excluded). */
export interface ItemWindow {
  readonly start: number;
  readonly end: number;
}

/**
 * The first window of a list of `count` items whose item `active` holds the current page
 * (-1: none): the whole list up to WINDOW_ABOVE items, else WINDOW_RADIUS items on each side
 * of the active one (more on one side near an end), else the first items.
 */
export function windowAround(active: number, count: number): ItemWindow {
  if (count <= WINDOW_ABOVE) return {start: 0, end: count};
  const size = 2 * WINDOW_RADIUS + 1;
  const start = active < 0 ? 0 : Math.max(0, Math.min(active - WINDOW_RADIUS, count - size));
  return {start, end: Math.min(count, start + size)};
}

/** Whether `window` still fits a list of `count` items and holds its item `active` (-1: none). */
export function stillHolds(window: ItemWindow, active: number, count: number): boolean {
  return window.end <= count && (active < 0 || (active >= window.start && active < window.end));
}

/** `window` with up to WINDOW_STEP more items before or after it. */
export function extended(window: ItemWindow, side: Side, count: number): ItemWindow {
  return side === 'before'
    ? {start: Math.max(0, window.start - WINDOW_STEP), end: window.end}
    : {start: window.start, end: Math.min(count, window.end + WINDOW_STEP)};
}

/** The words of the button at one end of the window: how many items it adds and how many are hidden there. */
export function showMoreLabel(side: Side, hidden: number): string {
  const adds = Math.min(WINDOW_STEP, hidden);
  const which = side === 'before' ? 'earlier' : 'later';
  return adds === hidden ? `Show the ${adds} ${which} pages` : `Show ${adds} of ${hidden} ${which} pages`;
}
