// The page's tap targets smaller than the design brief's 24 x 24 px: links, buttons, fields and
// disclosure summaries that are rendered, each read as the browser lays it out. Two are not
// counted, as WCAG 2.2's target size (2.5.8) counts them: a link inside a sentence, whose height is
// the line's, and an element hidden from people (a bot's trap field). A link stretched over its
// card by an absolutely positioned ::after is as large as the card.

/** The brief's smallest tap target, each way, in CSS px. */
export const SMALLEST_TARGET_PX = 24;

/** Run in the page (page.evaluate): each target under the size, as "tag "name" width x height". */
export const SMALL_TAP_TARGETS_IN_PAGE = `(() => {
  const smallest = ${SMALLEST_TARGET_PX};
  const found = [];
  for (const element of document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")) {
    if (element.getClientRects().length === 0 || element.closest("[aria-hidden=true], [inert]")) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden") continue;
    const text = (element.textContent || "").trim();
    const block = element.parentElement;
    if (style.display === "inline" && block && (block.textContent || "").trim() !== text) continue;
    const after = getComputedStyle(element, "::after");
    const stretched = after.content !== "none" && after.position === "absolute" && element.offsetParent;
    const box = (stretched ? element.offsetParent : element).getBoundingClientRect();
    if (box.width < smallest - 0.01 || box.height < smallest - 0.01) {
      const name = element.getAttribute("aria-label") || text.slice(0, 40) || element.getAttribute("name") || element.getAttribute("href") || "";
      found.push(element.tagName.toLowerCase() + ' "' + name + '" ' + box.width.toFixed(1) + " x " + box.height.toFixed(1));
    }
  }
  return found;
})()`;
