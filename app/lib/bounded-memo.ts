/**
 * Remembers a function's result for each argument seen, as request paths
 * do per address, and forgets everything once `maxEntries` are held: a flood
 * of distinct values (random addresses, odd headers) cannot grow memory.
 */
export function boundedMemo<T>(compute: (key: string) => T, maxEntries: number) {
  const results = new Map<string, T>();
  return (key: string): T => {
    if (results.has(key)) return results.get(key) as T;
    const result = compute(key);
    if (results.size >= maxEntries) results.clear();
    results.set(key, result);
    return result;
  };
}
