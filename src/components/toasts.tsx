// Toasts with sonner, whose code (and stylesheet: sonner-with-styles.ts) loads only when a toast
// may be needed: when the visitor starts on the form (prepareToasts), or at the latest with the
// first message. The Toaster mounts first and the toast is raised after, so that its live region
// exists before the message arrives and screen readers announce it. Loading can fail (a dropped
// network, a blocker, a new deploy): then notify() says so, the caller shows the message itself,
// and the next call tries again.
import { useEffect, useState } from "react";
import type { ComponentType } from "react";
import type { ToasterProps } from "sonner";

type SonnerModule = typeof import("./sonner-with-styles.ts");

/** How long a message waits for the toast library before the caller shows it without. */
const LOAD_TIMEOUT_MS = 2000;

let ready: Promise<SonnerModule> | undefined;
let showToaster: ((module: SonnerModule) => void) | undefined;
let toasterMounted: (() => void) | undefined;

function ensureToaster(): Promise<SonnerModule> {
  ready ??= import("./sonner-with-styles.ts")
    .then(
      (module) =>
        new Promise<SonnerModule>((resolve) => {
          toasterMounted = () => resolve(module);
          showToaster?.(module);
        }),
    )
    .catch((error: unknown) => {
      // A failed import is not kept: the next message tries again.
      ready = undefined;
      throw error;
    });
  return ready;
}

/** Loads the toast library ahead of the first message, while the network is there. */
export function prepareToasts(): void {
  ensureToaster().catch(() => {
    // notify() tries again and reports what it could not do.
  });
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`no toast library after ${ms} ms`)), ms));
}

/** Shows a toast; resolves false, never rejects, when the toast library could not be had. */
export async function notify(kind: "success" | "error", message: string): Promise<boolean> {
  try {
    const { toast } = await Promise.race([ensureToaster(), timeout(LOAD_TIMEOUT_MS)]);
    toast[kind](message);
    return true;
  } catch (error) {
    console.warn("The message is shown without a toast", error);
    return false;
  }
}

export function ToastRegion() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    showToaster = (module) => setToaster(() => module.Toaster);
    return () => {
      showToaster = undefined;
    };
  }, []);

  useEffect(() => {
    if (Toaster) toasterMounted?.();
  }, [Toaster]);

  return Toaster ? <Toaster position="top-center" richColors closeButton duration={6000} /> : null;
}
