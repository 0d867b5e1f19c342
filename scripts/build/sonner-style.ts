// The <style> sonner writes into the page's head as its module runs, learned by running that
// module in Node against a stand-in document, so that the policy allows the element by its hashes.
import { Worker } from "node:worker_threads";

/**
 * Run in a worker of its own, so that sonner's module runs fresh, whatever the build imported
 * before, and the build never sees the stand-in `document`. The stand-in has only what a module
 * that adds a <style> to the head needs; anything else sonner asks of it throws, and the build
 * fails. It reports each element appended to the head with the texts the element had in the
 * document: as it was appended, and after each text node appended to it since.
 */
const RECORDER = `
const { parentPort, workerData } = require("node:worker_threads");
const textOf = (element) => element.childNodes.map((node) => node.data ?? "").join("");
const element = (tagName) => ({
  tagName: tagName.toUpperCase(),
  childNodes: [],
  texts: undefined,
  appendChild(child) {
    this.childNodes.push(child);
    if (this.texts) this.texts.push(textOf(this));
    if (this === head) child.texts = [textOf(child)];
    return child;
  },
});
const head = element("head");
globalThis.document = {
  head,
  getElementsByTagName: (tagName) => (tagName.toLowerCase() === "head" ? [head] : []),
  createElement: element,
  createTextNode: (data) => ({ data }),
};
import(workerData.module).then(() =>
  parentPort.postMessage(head.childNodes.map((node) => ({ tagName: node.tagName, texts: node.texts }))),
);
`;

/** An element sonner's module appended to the head, and the texts it had there. */
interface Appended {
  tagName: string | undefined;
  texts: string[];
}

/** Every element a module (by its URL) appends to the head as it runs. */
async function appendedBy(module: string): Promise<Appended[]> {
  const worker = new Worker(RECORDER, { eval: true, execArgv: [], workerData: { module } });
  try {
    return await new Promise<Appended[]>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the worker stopped (${code}) before it reported`)));
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * The texts of the one <style> sonner writes as its module runs, in order, each of which the
 * browser checks against the policy: sonner appends the element empty, then its CSS as a text
 * node, and Chromium, Firefox and WebKit each check the empty element as it is appended (a
 * violation unless "" is allowed) and the element again with its CSS. The build fails when sonner
 * writes no <style> with CSS (a release that ships its CSS otherwise: the app must then load it),
 * more than one, or anything else: the policy would not match what the browser sees. `module` is
 * the file the browser bundle imports, sonner's own; a test gives another.
 */
export async function sonnerStyleTexts(module = import.meta.resolve("sonner")): Promise<string[]> {
  const appended = await appendedBy(module).catch((error: unknown) => {
    throw new Error(`sonner's module could not be run against a stand-in document: ${String(error)}`);
  });
  const [style] = appended;
  if (appended.length !== 1 || style?.tagName !== "STYLE" || !style.texts.some((text) => text.length > 0)) {
    const what = appended.map((node) => `<${node.tagName?.toLowerCase()}> with ${node.texts.at(-1)?.length ?? 0} characters`);
    throw new Error(
      `sonner's module was expected to write one <style> with its CSS into the head, and wrote ${what.join(", ") || "nothing"}: check how this sonner release adds its styles, and what the Content-Security-Policy must allow`,
    );
  }
  return style.texts;
}
