// A few tasks at a time over a list, for the deploy's digests, reads and writes: the first failure
// stops the taking of new items and is thrown once the tasks in flight end, so that a run stops at
// the object that failed and says which.

/**
 * `work` over every item, `parallel` at a time; the results in the items' order. `done` is told
 * after each item ends well.
 */
export async function mapInPool<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<R>,
  done?: (item: T, result: R) => void,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (!failure && next < items.length) {
      const index = next++;
      const item = items[index] as T;
      try {
        results[index] = await work(item);
        done?.(item, results[index]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, worker));
  if (failure) throw failure.error;
  return results;
}
