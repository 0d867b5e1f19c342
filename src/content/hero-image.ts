// The home hero photo, from a stock-photo host as the spec says. It is a CSS background, one size
// per viewport range, with a preload link for each range (the same media queries), so the browser
// fetches exactly one photo that fits, early; the navy overlay keeps the text readable and the
// hero finished-looking when the photo cannot load (no broken-image frame, as an <img> leaves).

export const HERO_IMAGE_ORIGIN = "https://images.unsplash.com";
const PHOTO_PATH = "/photo-1504307651254-35680f356dfd";
/** The overlay covers most of the photo, so a modest quality is enough; phones get less. */
const QUALITY = 60;
const PHONE_QUALITY = 30;

interface HeroVariant {
  media: string;
  url: string;
}

function photoUrl(width: number, quality = QUALITY): string {
  return `${HERO_IMAGE_ORIGIN}${PHOTO_PATH}?auto=format&fit=crop&w=${width}&q=${quality}`;
}

/**
 * Phones, tablets and small laptops, desktops. Under the hero's 85-94% overlay the photo is a
 * texture, so a phone gets one pixel of photo per CSS pixel of its widest viewport (480 px),
 * whatever its pixel density, at a low quality: about 13 KB, under the 14.6 KB a new connection
 * delivers in its first round trip (TCP's initial window of ten segments), so that on a slow
 * phone connection the photo, the home page's largest paint, costs one round trip and not two.
 */
export const HERO_VARIANTS: readonly HeroVariant[] = [
  { media: "(max-width: 480px)", url: photoUrl(480, PHONE_QUALITY) },
  { media: "(min-width: 480.02px) and (max-width: 1024px)", url: photoUrl(1600) },
  { media: "(min-width: 1024.02px)", url: photoUrl(1920) },
];
