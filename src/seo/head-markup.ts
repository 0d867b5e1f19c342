// Helmet's server state as the markup the prerender writes into <head>: the hints for the lead
// photo first (links), then the title, the meta tags and the JSON-LD blocks, one group a line.
import type { HelmetServerState } from "@dr.pogodin/react-helmet";

export function headMarkup(state: HelmetServerState): string {
  return [state.link, state.title, state.meta, state.script]
    .map((tags) => tags.toString())
    .filter((markup) => markup !== "")
    .join("\n");
}
