// madge ships no types: the part of its API the structure checks use.
declare module "madge" {
  interface MadgeResult {
    /** Each file (relative to the base folder) → the files it imports. */
    obj(): Record<string, string[]>;
  }
  export default function madge(
    path: string,
    config: { fileExtensions: string[]; tsConfig: string; excludeRegExp?: RegExp[] },
  ): Promise<MadgeResult>;
}
