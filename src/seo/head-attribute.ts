// Marks the <head> tags the site manages, so that navigation replaces exactly these and nothing
// else. A module of its own: the browser needs the name at start-up, the tag builder only later.
export const HEAD_ATTRIBUTE = "data-page-head";
