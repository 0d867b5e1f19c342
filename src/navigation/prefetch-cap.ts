// A constant of the prefetcher's, apart so that the tests read it without loading the prefetcher.

/** The pages the idle prefetch loads at most for each page shown. */
export const IDLE_PREFETCH_CAP = 8;
