// The icons content may name, apart from the content types so that the catalog can name them too.

/** Icons the content may name; `src/components/icon.tsx` maps each to its lucide-react component. */
export type IconName =
  | "home"
  | "building"
  | "attic"
  | "crawl-space"
  | "wall"
  | "sound"
  | "thermometer"
  | "piggy-bank"
  | "shield"
  | "droplets"
  | "wind"
  | "leaf"
  | "clock"
  | "bug"
  | "trending-up"
  | "award"
  | "badge-check"
  | "zap"
  | "hammer"
  | "map-pin"
  | "snowflake"
  | "users"
  | "heart-handshake"
  | "ruler"
  | "flame";
