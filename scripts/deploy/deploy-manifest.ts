// The deploy's own record in the bucket, one JSON object read at the start of each deploy: every
// object it vouches for with its digest, the keys a deploy under way has yet to confirm, and the
// hashed assets of the last deploys (kept for visitors holding one of their pages). Listing the
// bucket gives the keys; this gives their content without a request per object.

/** The manifest's key: a name no build output takes (the build writes no file starting with a dot at the root). */
export const MANIFEST_KEY = ".deploy-manifest.json";
/** The shape's version: a manifest of another is ignored, and the deploy reads object metadata instead. */
const VERSION = 1;

/** One deploy that changed the bucket: when, and the hashed assets its pages could load. */
export interface DeployRecord {
  /** The site's digest: the same build deployed twice has the same id. */
  id: string;
  date: string;
  assets: string[];
}

export interface DeployManifest {
  version: typeof VERSION;
  /** Each object's digest, as its own `sha256` metadata holds it, for the objects this record vouches for. */
  objects: Record<string, string>;
  /**
   * The keys a deploy was about to put or delete when it wrote this record: until a later record
   * confirms them, their content is read from their own metadata.
   */
  pending: string[];
  /** How many deploys' assets the last deploy kept (--keep-deploys). */
  keepDeploys: number;
  /** The latest deploys, newest first, as many as keepDeploys. */
  deploys: DeployRecord[];
}

/** An empty record: a bucket this deploy has not written yet. */
export function emptyManifest(keepDeploys: number): DeployManifest {
  return { version: VERSION, objects: {}, pending: [], keepDeploys, deploys: [] };
}

/** The manifest read back, or undefined for text that is not one (another version, a torn write): then nothing is trusted. */
export function parseManifest(text: string): DeployManifest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const manifest = value as Partial<DeployManifest> | null;
  if (manifest?.version !== VERSION || typeof manifest.objects !== "object" || manifest.objects === null) return undefined;
  if (!Array.isArray(manifest.pending) || !Array.isArray(manifest.deploys)) return undefined;
  return manifest as DeployManifest;
}

/** The manifest as stored: keys sorted, so that an unchanged record is the same text and is not written again. */
export function serializeManifest(manifest: DeployManifest): string {
  const objects = Object.fromEntries(Object.entries(manifest.objects).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ ...manifest, objects, pending: [...manifest.pending].sort() })}\n`;
}
