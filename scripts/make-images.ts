// Draws the site's raster images (favicons and the social preview) into public/
// (scripts/build/images.ts). Run it after changing the brand: `npx tsx scripts/make-images.ts`.
import { makeImages } from "./build/images.ts";

for (const file of await makeImages()) console.log(file);
