// One loader per page: lazyPage() makes a page whose code is loaded when it is needed (a chunk
// of its own, or its kind's: vite.config.ts). Its component
// renders the page synchronously once the code is loaded, and suspends until then; the router
// (router.tsx) holds a navigation until the next page is ready, so the suspension is only ever
// seen by the server render, which loads every page first, and by a failed load.
import { use, useEffect, useState } from "react";
import { headRenderer, loadHeadRenderer } from "../seo/head-renderer-loader.ts";
import { AdoptedPage, firstPageMounted, mountOf } from "./adoption.tsx";
import { loadChunk } from "./chunk-loader.ts";
import type { LazyPage, PageCode } from "./page-types.ts";
import { PAGE_WRAPPER } from "./shown-page.ts";

/**
 * A load run once and shared; a failure is not kept, so the next call tries again instead of
 * repeating the rejection.
 */
function loadOnce(load: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const ignore = () => {};

export function lazyPage(load: () => Promise<PageCode>, options: { static?: boolean } = {}): LazyPage {
  let code: PageCode | undefined;
  const loadCode = loadOnce(() =>
    load().then((loaded) => {
      code = loaded;
    }),
  );
  // For rendering, a failed load loads the page in full (chunk-loader.ts).
  const withoutHead = loadOnce(() => loadChunk(loadCode));
  const withHead = loadOnce(() => Promise.all([withoutHead(), loadChunk(loadHeadRenderer)]).then(ignore));

  function LazyPageComponent() {
    // Decided once per mount: a page mounted by hydration stays adopted until it unmounts.
    const [mount] = useState(() => mountOf(page));
    useEffect(() => {
      if (mount.byHydration) firstPageMounted(page);
    }, [mount]);
    if (mount.adopted) return <AdoptedPage headOf={() => code?.head} />;
    // A page mounted by hydration renders without its head (the prerendered one is its head);
    // any other declares it, so it waits for Helmet too, unless Helmet is there (the server).
    const needsHead = !mount.byHydration && !headRenderer();
    // use() only while something is still loading (it may be called conditionally, unlike a
    // hook): once everything is loaded the page renders in this very render. use() of a promise
    // already settled would still suspend until a microtask, and a navigation outside a
    // transition would show the Suspense fallback (an empty page) for React's fallback throttle
    // of 300 ms.
    if (code === undefined || needsHead) use(page.load(needsHead));
    const Page = (code as PageCode).Component;
    return (
      <div {...PAGE_WRAPPER}>
        <Page />
      </div>
    );
  }

  const page: LazyPage = {
    Component: LazyPageComponent,
    load: (head) => (head ? withHead() : withoutHead()),
    prefetch: () => Promise.all([loadCode().catch(ignore), loadHeadRenderer().catch(ignore)]).then(ignore),
    isReady: () => code !== undefined && headRenderer() !== undefined,
    isStatic: options.static === true,
  };
  return page;
}
