// The home hero photo, from a stock-photo host as the spec says. Widths cover phones to wide
// desktops so the browser downloads one that fits the viewport; the hero's navy overlay keeps
// it readable, and finished-looking when the photo cannot load.

export const HERO_IMAGE_ORIGIN = "https://images.unsplash.com";
const PHOTO_PATH = "/photo-1504307651254-35680f356dfd";
const WIDTHS = [480, 768, 1080, 1440, 1920] as const;
/** Default width for browsers without srcset support. */
const FALLBACK_WIDTH = 1080;

function photoUrl(width: number): string {
  return `${HERO_IMAGE_ORIGIN}${PHOTO_PATH}?auto=format&fit=crop&w=${width}&q=70`;
}

export const HERO_IMAGE = {
  src: photoUrl(FALLBACK_WIDTH),
  srcSet: WIDTHS.map((width) => `${photoUrl(width)} ${width}w`).join(", "),
  sizes: "100vw",
  /** The photo's aspect ratio, 3:2. */
  width: 1920,
  height: 1280,
} as const;
