// sonner with its stylesheet as a file: the build keeps sonner from writing its CSS into a
// <style> element, which the Content-Security-Policy refuses (vite.config.ts), and this import
// has the CSS file loaded with sonner's code, before the module resolves.
import "sonner/dist/styles.css";

export { toast, Toaster } from "sonner";
