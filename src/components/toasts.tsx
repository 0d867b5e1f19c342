// Toasts with sonner, whose code (which writes its own stylesheet as it runs, allowed by the
// policy by its hashes: scripts/build/sonner-style.ts) loads only when a toast may be needed: when
// the visitor starts on the form (prepare), or at the latest with the first message. The Toaster
// mounts first and the toast is raised after, so that its live region exists before the message
// arrives and screen readers announce it. Loading can fail (a dropped network, a blocker, a new
// deploy): then notify() says so, the caller shows the message itself, and the next call tries again.
import { createContext, use, useEffect, useState } from "react";
import type { ComponentType } from "react";
import type { ToasterProps } from "sonner";

type SonnerModule = typeof import("sonner");

/** How long a message waits for the toast library before the caller shows it without. */
const LOAD_TIMEOUT_MS = 2000;

export interface Toasts {
  /** Loads the toast library ahead of the first message, while the network is there. */
  prepare(): void;
  /** Shows a toast; resolves false, never rejects, when the toast library could not be had. */
  notify(kind: "success" | "error", message: string): Promise<boolean>;
  /** The region's way to mount the Toaster once the library is there (ToastRegion). */
  connect(show: (module: SonnerModule) => void): () => void;
  /** The region has mounted the Toaster. */
  mounted(): void;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`no toast library after ${ms} ms`)), ms));
}

/** The toasts of one app (the runtime makes them: src/navigation/runtime.tsx). */
export function createToasts(): Toasts {
  let ready: Promise<SonnerModule> | undefined;
  let showToaster: ((module: SonnerModule) => void) | undefined;
  let toasterMounted: (() => void) | undefined;
  const ensureToaster = (): Promise<SonnerModule> => {
    ready ??= import("sonner")
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
  };
  return {
    prepare() {
      ensureToaster().catch(() => {
        // notify() tries again and reports what it could not do.
      });
    },
    async notify(kind, message) {
      try {
        const { toast } = await Promise.race([ensureToaster(), timeout(LOAD_TIMEOUT_MS)]);
        toast[kind](message);
        return true;
      } catch (error) {
        console.warn("The message is shown without a toast", error);
        return false;
      }
    },
    connect(show) {
      showToaster = show;
      return () => {
        showToaster = undefined;
      };
    },
    mounted() {
      toasterMounted?.();
    },
  };
}

export const ToastsContext = createContext<Toasts | null>(null);

export function useToasts(): Toasts {
  const toasts = use(ToastsContext);
  if (!toasts) throw new Error("No RuntimeProvider above the toasts");
  return toasts;
}

export function ToastRegion() {
  const toasts = useToasts();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => toasts.connect((module) => setToaster(() => module.Toaster)), [toasts]);

  useEffect(() => {
    if (Toaster) toasts.mounted();
  }, [Toaster, toasts]);

  return Toaster ? <Toaster position="top-center" richColors closeButton duration={6000} /> : null;
}
