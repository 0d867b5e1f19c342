// The browser entry: loads the current page's code, then hydrates the prerendered markup, or
// renders afresh when #root is empty (as under `vite dev`).
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app.tsx";
import { findPage, findRedirect, notFound } from "./routes.tsx";
import { GLOBAL_CSS } from "./styles/global-styles.ts";

const root = document.getElementById("root");
if (!root) throw new Error("Root element not found");

const redirect = findRedirect(window.location.pathname);
const route = findPage(redirect ? redirect.to : window.location.pathname) ?? notFound;
await route.page.preload();

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (root.firstElementChild) {
  // As a transition, hydration yields to the browser between components instead of holding the
  // main thread in one long task; the prerendered page is already on screen meanwhile.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // No prerendered page (vite dev): the global rules the server would have inlined.
  const style = document.createElement("style");
  style.textContent = GLOBAL_CSS;
  document.head.append(style);
  createRoot(root).render(app);
}
