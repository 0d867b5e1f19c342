// When the app's work that can wait runs.

/** In the first task after the browser has painted (a frame callback, then a task of its own). */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(callback, 0);
  });
}

/** When the browser has nothing else to do (or soon, where it cannot tell). */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}
