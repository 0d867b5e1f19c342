// The scroll position of each history entry the visitor left, by the entry's key. The browser
// restores the position itself when the page renders during the back or forward button's
// popstate event (a page already loaded); when the page renders later (its chunks were still
// loading), it has restored the old page's position, and the app restores this one.
const positions = new Map<string, number>();

export function rememberScroll(key: string): void {
  positions.set(key, window.scrollY);
}

/** Where the visitor was on this entry, if they were there before. */
export function rememberedScroll(key: string): number | undefined {
  return positions.get(key);
}
