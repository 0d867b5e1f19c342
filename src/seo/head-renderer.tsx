// A page's <head> rendered with Helmet on the server, from its tags (head-tags.ts): the prerender
// writes Helmet's state into the page's HTML (head-markup.ts). The browser never loads this module:
// after a navigation it writes the same tags itself (writeHead in head-tags.ts).
import { createElement } from "react";
import { Helmet, HelmetProvider } from "@dr.pogodin/react-helmet";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";
import { headTags } from "./head-tags.ts";
import type { HeadData } from "./head-tags.ts";

export function HeadRenderer({ head, collect }: { head: HeadData; collect: (state: HelmetServerState) => void }) {
  return (
    <HelmetProvider onServerState={collect}>
      <Helmet>
        {headTags(head).map((tag, index) =>
          // A head is a fixed list, never reordered: its place is its key.
          createElement(tag.element, { key: index, ...tag.attributes }, tag.text),
        )}
      </Helmet>
    </HelmetProvider>
  );
}
