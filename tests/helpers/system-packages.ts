// The Debian packages the suites drive: the browsers, the host servers and the display the
// WebKit engine needs. npm test installs the missing ones when it runs as root, or names the one
// apt-get line that would.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export interface SystemPackage {
  /** The Debian package's name. */
  name: string;
  /** A file the package installs, whose presence says it is there. */
  file: string;
  /** What the suites use it for, for the message when it is missing. */
  use: string;
}

export const SYSTEM_PACKAGES: readonly SystemPackage[] = [
  { name: "chromium-headless-shell", file: "/usr/bin/chromium-headless-shell", use: "the browser suites (tests/e2e/) and npm run bench" },
  { name: "firefox-esr", file: "/usr/bin/firefox-esr", use: "the cross-engine suite in Firefox" },
  { name: "webkit2gtk-driver", file: "/usr/bin/WebKitWebDriver", use: "the cross-engine suite in WebKit" },
  { name: "xvfb", file: "/usr/bin/xvfb-run", use: "a display for WebKit's MiniBrowser" },
  { name: "nginx", file: "/usr/sbin/nginx", use: "the host suite's nginx" },
];

export function missingPackages(packages: readonly SystemPackage[] = SYSTEM_PACKAGES): SystemPackage[] {
  return packages.filter((pkg) => !existsSync(pkg.file));
}

export function installLine(packages: readonly SystemPackage[]): string {
  return `apt-get install -y ${packages.map((pkg) => pkg.name).join(" ")}`;
}

/** Installs what is missing when running as root; otherwise says what to run. True when all are there. */
export function ensureSystemPackages(log: (line: string) => void = console.log): boolean {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  for (const pkg of missing) log(`Missing Debian package ${pkg.name}, needed for ${pkg.use}.`);
  if (process.getuid?.() !== 0) {
    log(`Run as root: ${installLine(missing)}`);
    return false;
  }
  log(`Installing: ${installLine(missing)}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...missing.map((pkg) => pkg.name)], { stdio: "inherit", env });
  if (update.status !== 0 || install.status !== 0) return false;
  return missingPackages().length === 0;
}

/** What a command prints of its version on its first line, or what went wrong. */
function versionOf(command: string, args: readonly string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 20_000 });
  const line = `${result.stdout ?? ""}`.trim().split("\n")[0] ?? "";
  return result.status === 0 && line ? line : `not run (${result.error?.message ?? (result.stderr || `exit ${result.status}`).trim()})`;
}

/**
 * The browsers the suites drive, each as it names its own version (WebKitGTK by its Debian
 * package, as MiniBrowser needs a display to answer): a run that fails after a browser update
 * says which one it met (docs/browsers.md).
 */
export function browserVersions(): string[] {
  return [
    versionOf(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell", ["--version"]),
    versionOf(process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr", ["--version"]),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax, not a template.
    `WebKitGTK ${versionOf("dpkg-query", ["--show", "--showformat=${Version}", "libwebkit2gtk-4.1-0"])}`,
  ];
}
