/**
 * `bytes` random bytes from the platform's cryptographic generator, as hex.
 * Works in the browser (also outside secure contexts, unlike randomUUID) and
 * in Node.
 */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, "0")).join("");
}
