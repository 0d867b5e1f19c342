// How the app starts on a prerendered page. The build replaces the entry's
// <script type="module" src> with one small inline script that names the entry in data-entry and
// imports it only once the browser has put the page's largest paint on screen. So nothing is
// requested before first paint but the page itself, and downloading, compiling and hydrating
// React never delays it. The Content-Security-Policy allows exactly this script by its hash
// (site-files.ts), and the tests compare the two.
import { createHash } from "node:crypto";

/**
 * The app starts once the page's largest paint is on screen: the first largest-contentful-paint
 * entry, or on a page with a lead photo (the one that preloads an image) the photo's entry; the
 * browser reports either only after it is displayed. The photo comes from another host, which
 * may fail, stall or be blocked, so it never holds the app back for long: a frame and 200 ms after
 * the load event (time for a photo that did load to report its paint, and what starts the app in
 * browsers that report no paints), or 3 s after this script ran, whichever comes first. At that
 * moment it also sets data-painted on <html>, which lets the bands below the first screen render
 * (global-styles.ts). Every control of the page works before the app starts (the header's menus
 * are native popovers and disclosures), so nothing a visitor does waits for this.
 */
export const BOOT_SCRIPT = [
  "{const entry=document.currentScript.dataset.entry,photo=document.querySelector('link[rel=preload][as=image]')!==null",
  "let started=false",
  "const start=()=>{if(!started){started=true;document.documentElement.setAttribute('data-painted','');setTimeout(()=>import(entry),0)}}",
  "const afterLoad=()=>requestAnimationFrame(()=>setTimeout(start,200))",
  "document.readyState==='complete'?afterLoad():addEventListener('load',afterLoad,{once:true})",
  "setTimeout(start,3000)",
  "if(PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))" +
    "new PerformanceObserver((list,observer)=>{if(list.getEntries().some((paint)=>!photo||paint.url)){observer.disconnect();start()}})" +
    ".observe({type:'largest-contentful-paint',buffered:true})}",
].join(";");

/** The CSP source that allows the boot script and nothing else inline. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;

const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/g;

/**
 * Swaps the module scripts Vite writes into index.html for the boot script, at the body's end.
 * Vite lists the entry last; the scripts before it (the bundler's runtime) are chunks the entry
 * imports itself.
 */
export function withBootScript(html: string): string {
  const src = [...html.matchAll(ENTRY_TAG)].at(-1)?.[1];
  if (!src) throw new Error("index.html has no entry script");
  if (/rel="modulepreload"/.test(html)) throw new Error("index.html preloads modules before first paint");
  return html.replace(ENTRY_TAG, "").replace("</body>", () => `  <script data-entry="${src}">${BOOT_SCRIPT}</script>\n  </body>`);
}
