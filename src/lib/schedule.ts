// When the app's work that can wait runs.

/** When the browser has nothing else to do (or soon, where it cannot tell). */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}
