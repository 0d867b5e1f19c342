// Work that must not hold back the next frame: it runs in the first task after the browser has
// painted (a frame callback, then a task of its own).
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(callback, 0);
  });
}
