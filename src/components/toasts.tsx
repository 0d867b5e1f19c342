// Toasts with sonner, whose code loads only when the first toast is needed. The Toaster mounts
// first and the toast is raised after, so that its live region exists before the message arrives
// and screen readers announce it.
import { useEffect, useState } from "react";
import type { ComponentType } from "react";
import type { ToasterProps } from "sonner";

type SonnerModule = typeof import("sonner");

let sonner: Promise<SonnerModule> | undefined;
let showToaster: ((module: SonnerModule) => void) | undefined;
let toasterMounted: (() => void) | undefined;
let mounted: Promise<void> | undefined;

function ensureToaster(): Promise<SonnerModule> {
  sonner ??= import("sonner");
  mounted ??= sonner.then(
    (module) =>
      new Promise<void>((resolve) => {
        toasterMounted = resolve;
        showToaster?.(module);
      }),
  );
  return mounted.then(() => sonner as Promise<SonnerModule>);
}

export async function notify(kind: "success" | "error", message: string): Promise<void> {
  const { toast } = await ensureToaster();
  toast[kind](message);
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
