// The contact page's map of Halifax: an OpenStreetMap embed (free, no key, no tracking script)
// and a plain link for anyone whose browser does not show the embed.
import { business } from "./business.ts";

export const MAP_ORIGIN = "https://www.openstreetmap.org";

/** A box around the Halifax peninsula and Dartmouth: west, south, east, north. */
const BOUNDING_BOX = [-63.7, 44.6, -63.5, 44.72] as const;
const ZOOM = 12;

export const MAP_EMBED_URL = `${MAP_ORIGIN}/export/embed.html?bbox=${BOUNDING_BOX.join("%2C")}&layer=mapnik&marker=${business.geo.latitude}%2C${business.geo.longitude}`;
export const MAP_LINK_URL = `${MAP_ORIGIN}/?mlat=${business.geo.latitude}&mlon=${business.geo.longitude}#map=${ZOOM}/${business.geo.latitude}/${business.geo.longitude}`;
