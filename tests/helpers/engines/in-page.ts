// Functions the scenarios run in the page, sent as their source: each stands alone (no import,
// no helper beside it), as the page has only what the function itself holds.

/**
 * The h1s the engine draws: its own verdict (a box on screen), not the app's test of the page
 * shown (page-views.tsx), which these scenarios check. A page rendered ahead, or kept for the back
 * button, draws none.
 */
export function shownHeadings(): string[] {
  return [...document.querySelectorAll("h1")].filter((h1) => h1.getClientRects().length > 0).map((h1) => h1.textContent ?? "");
}

export function appStarted(): boolean {
  return document.querySelector("header")?.getAttribute("data-js") === "on";
}

/** Marks the element a test acts on (found by its text), for the engine's own click. */
export function markByText(selector: string, text: string): boolean {
  for (const element of document.querySelectorAll("[data-engine-target]")) element.removeAttribute("data-engine-target");
  const found = [...document.querySelectorAll(selector)].find(
    (element) => element.textContent?.trim() === text && element.getClientRects().length > 0,
  );
  found?.setAttribute("data-engine-target", "");
  return found !== undefined;
}

export function formValues(): Record<string, string> {
  const form = document.querySelector<HTMLFormElement>('form[name="contact"]');
  if (!form) return {};
  return Object.fromEntries(["name", "email", "phone", "message"].map((name) => [name, String(new FormData(form).get(name) ?? "")]));
}

/**
 * How the toaster is laid out: "fixed" (over the page) under the rules of the <style> sonner's
 * module writes, "static" (in the page's flow) without them, null before any toast.
 */
export function toasterPosition(): string | null {
  const toaster = document.querySelector("[data-sonner-toaster]");
  return toaster ? getComputedStyle(toaster).position : null;
}

/**
 * What started the app (the boot script's data-painted), and in the page's clock: when the boot
 * script's file arrived (its run, and so its 3 s deadline, follow at once), when the load event
 * ended, and when the app's entry was asked for.
 */
export function startTimes(): { reason: string | null; bootScript: number; loadEnd: number; entry: number } {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const entry = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry ?? "";
  const boot = resources.find((resource) => /\/assets\/boot-[\w-]+\.js$/.test(new URL(resource.name).pathname));
  const app = resources.find((resource) => new URL(resource.name).pathname === entry);
  return {
    reason: document.documentElement.getAttribute("data-painted"),
    bootScript: Math.round(boot?.responseEnd ?? -1),
    loadEnd: Math.round(navigation?.loadEventEnd ?? -1),
    entry: Math.round(app?.startTime ?? -1),
  };
}

/**
 * Whether the page shown in <main> has as many elements as pageStyles() below gave lines for the
 * same page loaded (one more: the header): a band's content comes just after the paint.
 */
export function shownPageComplete(styleLines: number): boolean {
  const shown = [...document.querySelectorAll<HTMLElement>("main [data-page]")].find((page) => page.style.display !== "none");
  return (shown?.querySelectorAll("*").length ?? 0) + 1 === styleLines;
}

/** The computed styles of the header and the shown page's elements, one line each. */
export function pageStyles(): string[] {
  const shown = [...document.querySelectorAll<HTMLElement>("main [data-page]")].find((page) => page.style.display !== "none");
  return [document.querySelector("header"), ...(shown?.querySelectorAll("*") ?? [])].flatMap((element) => {
    if (!element) return [];
    const style = getComputedStyle(element);
    return [
      `${element.tagName} ${style.display} ${style.gridTemplateColumns} ${style.fontSize} ${style.color} ${style.padding} ${style.width}`,
    ];
  });
}

/**
 * Where the visitor is: the scroll position, and each band of the page shown, where it is on
 * screen, how tall, and whether the browser lays out its content (content-visibility: auto).
 */
export function viewOfBands(): { y: number; bands: { label: string; top: number; height: number; laidOut: boolean }[] } {
  const shown = [...document.querySelectorAll<HTMLElement>("main [data-page]")].find((page) => page.style.display !== "none");
  return {
    y: Math.round(window.scrollY),
    bands: [...(shown?.querySelectorAll("section[data-render-when-near]") ?? [])].map((band) => {
      const box = band.getBoundingClientRect();
      return {
        label: band.getAttribute("aria-labelledby") ?? "",
        top: Math.round(box.top),
        height: Math.round(box.height),
        laidOut: band.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
      };
    }),
  };
}
