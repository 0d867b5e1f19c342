// The words of the site's copy as the content suites read them (content.ts, scale-copy.ts): every
// string of a copy object, and its sentences of six words or more, the ones no two pages may share.

/** Every string in a value, however deeply nested. */
export function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The sentences of six words or more in every string of a value. */
export function sentences(value: unknown): string[] {
  return strings(value)
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 6);
}
