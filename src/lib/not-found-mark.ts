// The not-found page's mark on its prerendered markup. A host answers an address it has no file for
// with the not-found page, and an address of a service or area slug the catalog lacks looks like a
// page's to the browser (the route table knows the kinds, not every slug): the browser entry reads
// the mark to show the not-found page there.
export const NOT_FOUND_MARK = { "data-not-found": "" } as const;
export const NOT_FOUND_SELECTOR = "[data-not-found]";
