// A page component whose code is its own chunk. `preload()` fetches it; the component renders it
// synchronously once loaded, and suspends until then. The server and the client preload the
// current page before rendering, so the first render never suspends and hydration matches.
import { use } from "react";
import type { ComponentType } from "react";

export interface LazyPage {
  Component: ComponentType;
  preload(): Promise<void>;
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));

  function LazyPageComponent() {
    if (!Loaded) use(preload());
    const Page = Loaded as ComponentType;
    return <Page />;
  }

  return { Component: LazyPageComponent, preload };
}
