// The browser's router: React Router's public <Router> over the app's own session history
// (session-history.ts), like <BrowserRouter>, but a navigation is shown only once the next page
// can render.
//
// - The next page's chunks already loaded (prefetched, or visited before): the new location is
//   set at once, outside a transition, so React renders the page in the same task as the click
//   or the back button, with no Suspense fallback in between.
// - Not loaded: the current page stays on screen while they load, then the new location is set.
//   Only the latest navigation is shown; a failed load still sets it, so that the page's error
//   boundary (or the full load of chunk-loader.ts) answers.
//
// It also keeps each history entry's scroll position (after-navigation.ts restores it) and tells
// the page where it will be scrolled to (scroll.ts). A page left is still rendered, hidden
// (page-views.tsx): back and forward to it only show it.
import { useLayoutEffect, useState } from "react";
import type { ReactNode } from "react";
import { Router } from "react-router-dom";
import type { Location, NavigationType } from "react-router-dom";
import { sessionHistory } from "./session-history.ts";
import { pageAt } from "../site/resolve.ts";
import { rememberScroll } from "./scroll.ts";

interface RouterState {
  action: NavigationType;
  location: Location;
}

export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(sessionHistory);
  const [state, setState] = useState<RouterState>(() => history.update);

  useLayoutEffect(() => {
    let shown = history.update.location;
    let latest = 0;
    const show = (next: RouterState) => {
      // Read before React renders the next page: the position the visitor leaves.
      rememberScroll(shown.key);
      shown = next.location;
      setState(next);
    };
    return history.listen(({ action, location }) => {
      latest += 1;
      const ticket = latest;
      const target = pageAt(location.pathname);
      if (!target || target.isReady()) {
        show({ action, location });
        return;
      }
      const showIfLatest = () => {
        if (ticket === latest) show({ action, location });
      };
      target.load(true).then(showIfLatest, showIfLatest);
    });
  }, [history]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history} useTransitions={false}>
      {children}
    </Router>
  );
}
