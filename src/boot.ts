// The one script the HTML names. It starts the app only after the browser has painted the
// prerendered page, so that downloading, compiling and hydrating React never delays first paint.
const start = () => import("./entry-client.tsx");

requestAnimationFrame(() => {
  setTimeout(start, 0);
});
