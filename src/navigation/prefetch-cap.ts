// A constant of the prefetcher's, apart so that the tests read it without loading the prefetcher.

/**
 * The pages the idle prefetch loads at most for each page shown. The footer, in view on every
 * page, names up to nine services and nine areas (menu-catalog.ts: eight and the index), each
 * page its own content file of 1-4 kB; twenty covers them all, so a footer link tapped just
 * after it scrolls into view finds its page loaded, while an index page's hundred links load no
 * more than twenty.
 */
export const IDLE_PREFETCH_CAP = 20;
