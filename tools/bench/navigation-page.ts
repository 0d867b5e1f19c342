// What a page under the navigation bench records, and how it is read: the new h1's paints, the
// Event Timing entries of each interaction, and the clicks' own time stamps.
import type { Page } from "playwright-core";

/**
 * What the page records for the bench: h1 paints, event timings and click times, from the page's
 * start. Plain JavaScript in a string: the page runs it as written (a function here would carry
 * the TypeScript compiler's helpers into the page). It runs after shownPageScript() from
 * src/navigation/page-views.tsx, the app's own test of the page shown.
 */
export const RECORDER = `(() => {
  const recorded = { h1Paints: [], events: [], clicks: [] };
  window.benchRecorded = recorded;
  // The click's own time stamp (the time base of performance.now()), before any handler runs.
  window.addEventListener("click", (event) => recorded.clicks.push(event.timeStamp), { capture: true });
  // A new h1: a MutationObserver's callback runs before the next frame; the first task after
  // that frame runs once the frame is painted, which is when the h1 is on screen. A page the app
  // kept hidden (rendered ahead, or left) appears when its style changes.
  let shown = null;
  new MutationObserver(() => {
    // The page shown: <main> may also hold pages the app keeps hidden (shownPageScript, installed first).
    const h1 = window.shownInMain("h1");
    if (!h1 || h1 === shown) return;
    shown = h1;
    const text = h1.textContent;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => recorded.h1Paints.push({ text, renderTime: performance.now() });
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["style"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      recorded.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
})();`;

export interface Recorded {
  h1Paints: { text: string; renderTime: number }[];
  events: { name: string; startTime: number; duration: number; interactionId: number }[];
  clicks: number[];
}

export const recorded = (page: Page) => page.evaluate(() => (window as unknown as { benchRecorded: Recorded }).benchRecorded);

/** Waits for a paint of the h1 with the given text after the given time; returns its time. */
export async function h1PaintAfter(page: Page, text: string, after: number): Promise<number> {
  const handle = await page
    .waitForFunction(
      ({ text, after }) => {
        const paints = (window as unknown as { benchRecorded: Recorded }).benchRecorded.h1Paints;
        return paints.find((paint) => paint.text.trim() === text && paint.renderTime > after)?.renderTime ?? false;
      },
      { text, after },
      { timeout: 30_000 },
    )
    .catch(async (error: unknown) => {
      const seen = (await recorded(page)).h1Paints.map((paint) => `"${paint.text}" at ${Math.round(paint.renderTime)} ms`);
      throw new Error(`${page.url()}: no paint of the h1 "${text}" after ${Math.round(after)} ms (seen: ${seen.join(", ")})`, {
        cause: error,
      });
    });
  return (await handle.jsonValue()) as number;
}

/**
 * Event Timing reports events of 16 ms and more: an interaction with no entry took less. Its
 * figure is then this floor, an upper bound.
 */
export const EVENT_TIMING_FLOOR_MS = 16;

/** The interaction's duration (its longest event), or the floor when no event was reported. */
export function interactionDuration(events: Recorded["events"], after: number): number {
  const click = events.find((event) => event.name === "click" && event.startTime >= after);
  if (!click) return EVENT_TIMING_FLOOR_MS;
  const parts = events.filter((event) => click.interactionId !== 0 && event.interactionId === click.interactionId);
  return Math.max(click.duration, ...parts.map((event) => event.duration));
}

/**
 * When the interaction of the first click after `after` began: its earliest Event Timing entry
 * (a tap's pointer down comes before its click), or the click's own time stamp when Event Timing
 * reported no part of it (each under 16 ms) or no click.
 */
export function interactionStart({ events, clicks }: Recorded, after: number): number | undefined {
  const clickedAt = clicks.find((time) => time >= after);
  const click = events.find((event) => event.name === "click" && event.startTime >= after);
  const parts = click && click.interactionId !== 0 ? events.filter((event) => event.interactionId === click.interactionId) : [];
  const starts = [...parts.map((event) => event.startTime), ...(clickedAt === undefined ? [] : [clickedAt])];
  return starts.length > 0 ? Math.min(...starts) : undefined;
}
