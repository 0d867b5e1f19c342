// When the app's work that can wait runs.

/** When the browser has nothing else to do (or soon, where it cannot tell). */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/**
 * In a task of its own after the browser's next paint: the task running now (a tap's) ends and
 * its frame is drawn first. The animation frame comes just before that paint, and the timer it
 * sets runs after it. A hidden page draws no frames: there, the next task.
 */
export function afterNextPaint(callback: () => void): void {
  if (document.visibilityState === "hidden") setTimeout(callback, 0);
  else requestAnimationFrame(() => setTimeout(callback, 0));
}
