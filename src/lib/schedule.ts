// When the app's work that can wait runs.

/** Where the browser gives no idle deadline: a slice well under a long task's 50 ms. */
const IDLE_SLICE_MS = 10;

/** The milliseconds the idle period has left: work that can be split stops when none are left. */
export type TimeLeft = () => number;

/** When the browser has nothing else to do (or soon, where it cannot tell), with the time it leaves. */
export function whenIdle(callback: (timeLeft: TimeLeft) => void): void {
  if (typeof requestIdleCallback === "function") {
    requestIdleCallback((deadline) => callback(() => deadline.timeRemaining()), { timeout: 2000 });
  } else {
    setTimeout(() => {
      const end = performance.now() + IDLE_SLICE_MS;
      callback(() => end - performance.now());
    }, 200);
  }
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
