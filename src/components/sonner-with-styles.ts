// The toast library as the app loads it, on its own when a toast may be needed (toasts.tsx):
// sonner as published, whose module writes its stylesheet into a <style> as it runs; the
// Content-Security-Policy allows that element by the hashes of its texts (scripts/build/sonner-style.ts).
export { toast, Toaster } from "sonner";
