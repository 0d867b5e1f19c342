// A local stand-in for the stock-photo host, for the benchmark: the machine is offline, and a
// photo that fails to load would make the home page look faster than it is (and log an error).
// Chromium is told to resolve the photo host to this server, which answers every request with a
// photo-like JPEG of the requested width, drawn once by Chromium and cached under bench/.work/.
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:https";
import type { Server } from "node:https";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { launchOptions } from "../../scripts/browser-launch.ts";
import { selfSignedCertificate } from "./tls-certificate.ts";

/** The photo's aspect ratio (3:2), as the stock host crops it. */
const ASPECT = 2 / 3;
/** The stock host's default quality, when a URL names none. */
const DEFAULT_QUALITY = 75;

async function drawPhoto(width: number, quality: number): Promise<Buffer> {
  const browser = await chromium.launch(launchOptions());
  const page = await browser.newPage({ viewport: { width, height: Math.round(width * ASPECT) } });
  // Noise over gradients, so that the JPEG weighs what a real photo of that size weighs.
  await page.setContent(`<canvas id="c" width="${width}" height="${Math.round(width * ASPECT)}" style="display:block"></canvas>
    <script>
      const c = document.getElementById("c"), g = c.getContext("2d");
      const grad = g.createLinearGradient(0, 0, c.width, c.height);
      grad.addColorStop(0, "#8a7355"); grad.addColorStop(0.5, "#c9b89a"); grad.addColorStop(1, "#3d4f5f");
      g.fillStyle = grad; g.fillRect(0, 0, c.width, c.height);
      const img = g.getImageData(0, 0, c.width, c.height);
      let seed = 7;
      for (let i = 0; i < img.data.length; i += 4) {
        seed = (seed * 16807) % 2147483647;
        const n = (seed % 60) - 30;
        img.data[i] += n; img.data[i + 1] += n; img.data[i + 2] += n;
      }
      g.putImageData(img, 0, 0);
    </script>`);
  const photo = await page.screenshot({ type: "jpeg", quality });
  await browser.close();
  return photo;
}

/** The stand-in's certificate, as https.createServer reads it. */
function certificate(dir: string): { key: Buffer; cert: Buffer } {
  const files = selfSignedCertificate(dir, "photo-host");
  return { key: readFileSync(files.key), cert: readFileSync(files.cert) };
}

export interface PhotoHost {
  port: number;
  close(): Promise<void>;
}

export async function startPhotoHost(workDir: string): Promise<PhotoHost> {
  await mkdir(workDir, { recursive: true });
  const photos = new Map<string, Buffer>();
  async function photo(width: number, quality: number): Promise<Buffer> {
    const name = `photo-${width}-q${quality}.jpg`;
    const cached = photos.get(name);
    if (cached) return cached;
    const file = join(workDir, name);
    const bytes = existsSync(file) ? await readFile(file) : await drawPhoto(width, quality);
    if (!existsSync(file)) await writeFile(file, bytes);
    photos.set(name, bytes);
    return bytes;
  }
  const server: Server = createServer(certificate(workDir), (request, response) => {
    // The width and quality the URL asks for, as the stock host reads them.
    const query = new URL(request.url ?? "/", "https://x").searchParams;
    const width = Math.min(Number(query.get("w") ?? 1080) || 1080, 2400);
    const quality = Math.min(Math.max(Number(query.get("q") ?? DEFAULT_QUALITY) || DEFAULT_QUALITY, 1), 100);
    photo(width, quality).then(
      (bytes) => {
        response.writeHead(200, {
          "Content-Type": "image/jpeg",
          "Content-Length": bytes.length,
          "Cache-Control": "public, max-age=31536000",
        });
        response.end(bytes);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
