// Classic W3C WebDriver over HTTP, the protocol WebKitWebDriver speaks (webkit.ts drives
// MiniBrowser with it): one command a request, its answer's value, or an error naming the command.

/** The key WebDriver names an element reference by (W3C WebDriver, "web element identifier"). */
export const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
/**
 * How long one WebDriver command may take. A session whose MiniBrowser never came up left the
 * request for it open for good (seen once on a busy machine), and the suite hung with it.
 */
const COMMAND_TIMEOUT_MS = 60_000;

export class WebDriverClient {
  constructor(readonly base: string) {}

  async send(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    });
    const json = (await response.json()) as { value: unknown };
    const value = json.value as { error?: string; message?: string } | null;
    if (value && typeof value === "object" && "error" in value && value.error) {
      throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    }
    return json.value;
  }
}
