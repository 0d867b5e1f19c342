// WebKitGTK from Debian: its MiniBrowser driven by WebKitWebDriver (webkit2gtk-driver) over
// classic WebDriver, on an Xvfb display of its own. WebKitWebDriver speaks no BiDi (it refuses
// webSocketUrl) and classic WebDriver has no console log and no script run before the page's own,
// so page errors are recorded by a script put in each page as soon as it has loaded: console
// errors and warnings, uncaught exceptions and rejections, and Content-Security-Policy violations
// from then on, with any <style> the policy refused before (it has no sheet). The app starts after
// the load event, so its start is seen; the boot script's own run before it is not, but a failure
// there shows as the app never starting. The outside hosts (the hero photo's, the map's) cannot be
// answered locally: every host but the site's goes through a proxy of the suite's that refuses it,
// so the hero photo never loads (the boot script's fallback for a photo that fails) and the map's
// frame stays empty.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { callExpression } from "./engine.ts";
import { ELEMENT, WebDriverClient } from "./webdriver-client.ts";
import { startRefusingProxy } from "./refusing-proxy.ts";
import { startHost, stopProcess } from "../host-process.ts";
import { startXvfb, untilNoDescendants } from "./processes.ts";
import type { Engine, EnginePage } from "./engine.ts";

export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const DRIVER = "/usr/bin/WebKitWebDriver";
const HEIGHT = 900;
/**
 * The environment WebKitWebDriver, MiniBrowser and its web processes start with: Xvfb's display,
 * the shrunk toolbar's styles, and WebKitGTK's non-composited mode. This machine has no GPU, so
 * WebKitGTK's compositor would draw with OpenGL on Mesa's software rasteriser: the suite's web
 * processes then took 22.2 s of processor time, 10.8 s without it (bench/measurements.md). The
 * engine's parsing, styles, layout, script and events are the same in either mode; what differs
 * is how the frames reach the screen.
 */
function driverEnvironment(display: string, configHome: string): Record<string, string> {
  return { DISPLAY: display, XDG_CONFIG_HOME: configHome, WEBKIT_DISABLE_COMPOSITING_MODE: "1" };
}
/** How long WebKitWebDriver is given to answer once started. */
const START_TIMEOUT_MS = 20_000;
/** How long a window resize is given to reach the page, and how often the page is measured meanwhile. */
const RESIZE_WAIT_MS = 5_000;
const RESIZE_POLL_MS = 20;
/** How many times a session is asked for before the test fails, the wait doubling from SESSION_RETRY_MS. */
const SESSION_TRIES = 4;
const SESSION_RETRY_MS = 1_000;
/** How long the last session's MiniBrowser (and its web processes) is given to end before the next is asked for. */
const BROWSER_EXIT_MS = 15_000;
/**
 * GTK styles for MiniBrowser's own toolbar, read from the XDG config folder it is given: shrunk to
 * nothing, as its buttons and address field would otherwise hold the window at 447 px at least,
 * wider than a phone. The page's own rendering takes nothing from GTK's styles.
 */
const SHRUNK_TOOLBAR =
  "headerbar, headerbar *, toolbar, toolbar *, .titlebar, .titlebar *, box, box * { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n";

/** Records the page's errors from the moment it runs; takeProblems() reads and empties the list. */
const RECORDER = `if (!window.__engineProblems) {
  const seen = (window.__engineProblems = []);
  for (const level of ["error", "warn"]) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      seen.push("console " + level + ": " + args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" "));
      original(...args);
    };
  }
  addEventListener("error", (event) => { if (event.message) seen.push("uncaught: " + event.message); });
  document.addEventListener("securitypolicyviolation", (event) => seen.push("CSP violation: " + event.violatedDirective + " " + event.blockedURI));
  // A <style> the policy refused while the page loaded, before this script ran, has no sheet.
  for (const style of document.querySelectorAll("style")) if (!style.sheet) seen.push("CSP violation: a <style> was refused");
  addEventListener("unhandledrejection", (event) => seen.push("unhandled rejection: " + String(event.reason)));
}`;

class WebKitPage implements EnginePage {
  constructor(
    private readonly client: WebDriverClient,
    private readonly session: string,
    private readonly siteUrl: string,
  ) {}

  private send(method: "GET" | "POST" | "DELETE", path: string, body?: unknown) {
    return this.client.send(method, `/session/${this.session}${path}`, body);
  }

  private async element(selector: string): Promise<string> {
    const found = (await this.send("POST", "/element", { using: "css selector", value: selector })) as Record<string, string>;
    const id = found[ELEMENT];
    if (!id) throw new Error(`no element for ${selector}`);
    return id;
  }

  async goto(url: string): Promise<void> {
    await this.send("POST", "/url", { url: url.startsWith("/") ? `${this.siteUrl}${url}` : url });
    await this.send("POST", "/execute/sync", { script: RECORDER, args: [] });
  }

  async evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    // An async script, so that a function returning a promise is awaited as in the other engine.
    const script = `const done = arguments[arguments.length - 1];
Promise.resolve(${callExpression(fn as (...args: never[]) => unknown, args)}).then(done, (error) => done({ __error: String(error) }));`;
    const value = (await this.send("POST", "/execute/async", { script, args: [] })) as Awaited<Result>;
    if (value && typeof value === "object" && "__error" in value) throw new Error(`in the page: ${(value as { __error: string }).__error}`);
    return value;
  }

  async click(selector: string): Promise<void> {
    const id = await this.element(selector);
    // Scrolled to the middle of the viewport first, as a visitor would: WebKitWebDriver's own
    // scrolling leaves an element below the first screen "not interactable".
    await this.send("POST", "/execute/sync", {
      script: "arguments[0].scrollIntoView({ block: 'center' })",
      args: [{ [ELEMENT]: id }],
    });
    await this.send("POST", `/element/${id}/click`);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.send("POST", `/element/${await this.element(selector)}/value`, { text });
  }

  private innerSize(): Promise<{ width: number; height: number }> {
    return this.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  }

  async setWidth(width: number): Promise<void> {
    // The window's rectangle includes what the browser draws around the page: size it, wait for
    // the page's viewport to change, and correct by the difference.
    let outer = { width, height: HEIGHT };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const before = await this.innerSize();
      if (before.width === width && before.height === HEIGHT) return;
      await this.send("POST", "/window/rect", outer);
      // The window manager's resize reaches the page a moment later: polled for, not slept on.
      let inner = before;
      const deadline = Date.now() + RESIZE_WAIT_MS;
      while (inner.width === before.width && inner.height === before.height && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, RESIZE_POLL_MS));
        inner = await this.innerSize();
      }
      if (inner.width === width && inner.height === HEIGHT) return;
      outer = { width: outer.width + width - inner.width, height: outer.height + HEIGHT - inner.height };
    }
    throw new Error(
      `the viewport could not be made ${width} px wide: ${JSON.stringify(await this.evaluate(() => [innerWidth, innerHeight, outerWidth, outerHeight]))}`,
    );
  }

  async takeProblems(): Promise<string[]> {
    return this.evaluate(() => {
      const page = window as unknown as { __engineProblems?: string[] };
      return (page.__engineProblems ?? []).splice(0);
    });
  }
}

/** What a caller may learn of the engine's start: each session the driver refused before a try succeeded. */
export type WebKitOptions = { onSessionRefused?: (error: unknown) => void };

export async function launchWebKit(siteUrl: string, options: WebKitOptions = {}): Promise<Engine> {
  const dir = await mkdtemp(join(tmpdir(), "webkit-engine-"));
  const proxy = await startRefusingProxy();
  await mkdir(join(dir, "gtk-3.0"));
  await writeFile(join(dir, "gtk-3.0", "gtk.css"), SHRUNK_TOOLBAR);
  const xvfb = await startXvfb();
  // Port 0: the driver binds one the system gives it, found among its sockets (it prints none).
  const driver = await startHost({
    port: "own",
    path: "/status",
    timeoutMs: START_TIMEOUT_MS,
    command: (port) => ({ command: DRIVER, args: [`--port=${port}`], env: driverEnvironment(xvfb.display, dir) }),
  });
  const driverOutput = driver.output;
  const client = new WebDriverClient(`http://127.0.0.1:${driver.port}`);
  let session: string | undefined;
  let version = "";
  // A session refused ("session not created": MiniBrowser's first window not there when asked
  // for, seen with its content filter, see refusing-proxy.ts) is asked for again: another try is
  // a new browser process, after a longer wait each time, and the error of the last try is kept.
  const createSession = async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt < SESSION_TRIES; attempt += 1) {
      // The last session's MiniBrowser, asked to close, may still be ending: a new one started
      // meanwhile failed to create its browsing context (three tries 500 ms apart, in a full run).
      await untilNoDescendants(driver.pid, BROWSER_EXIT_MS);
      try {
        return (await client.send("POST", "/session", {
          capabilities: {
            alwaysMatch: {
              "webkitgtk:browserOptions": {
                binary: MINIBROWSER,
                args: ["--automation", `--proxy=http://${proxy.address}`, `--ignore-host=${new URL(siteUrl).hostname}`],
              },
            },
          },
        })) as { sessionId: string; capabilities: { browserVersion: string } };
      } catch (error) {
        lastError = error;
        options.onSessionRefused?.(error);
        if (attempt < SESSION_TRIES - 1) await new Promise((resolve) => setTimeout(resolve, SESSION_RETRY_MS * 2 ** attempt));
      }
    }
    throw new Error(`MiniBrowser did not start: ${String(lastError)}\n${driverOutput()}`);
  };
  const stopSession = async () => {
    if (session) await client.send("DELETE", `/session/${session}`);
    session = undefined;
  };
  return {
    get version() {
      return { name: "WebKitGTK", version };
    },
    async newPage() {
      if (session) {
        // The last test's window, kept: a blank document, at the width every test starts at.
        const page = new WebKitPage(client, session, siteUrl);
        await page.goto("about:blank");
        await page.setWidth(1280);
        return page;
      }
      const created = await createSession();
      session = created.sessionId;
      version = created.capabilities.browserVersion;
      const page = new WebKitPage(client, session, siteUrl);
      await page.setWidth(1280);
      // A new MiniBrowser window draws its first frames late (0.5-1.5 s after its first page's
      // load event, and longer on a busy machine): waited for here, on the blank page, so that the
      // pages a test opens meet a window already on screen, as a visitor's are.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return page;
    },
    // A new window is a new MiniBrowser, seconds of processor time: kept after a test that completed.
    async closePage(completed) {
      if (!completed) await stopSession();
    },
    async close() {
      await stopSession().catch(() => undefined);
      await driver.stop();
      await stopProcess(xvfb.child);
      await proxy.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
