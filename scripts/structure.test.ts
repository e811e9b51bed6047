/**
 * The layout's rules, checked on every run (docs/decisions/0011): no import
 * cycle between features, no module of app/server but the composition root
 * importing a feature, and no function over 120 lines in app/.
 */
import fs from "node:fs";
import path from "node:path";
import madge from "madge";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = "app";
const FEATURES = path.join(APP, "features");
const MAX_FUNCTION_LINES = 120;

/**
 * Feature imports that close a cycle today, each in code another change is
 * reshaping (the versioned-document store, the owners of the pages); to be
 * emptied, not grown. An entry no longer needed fails the test.
 */
const KNOWN_FEATURE_CYCLE_EDGES = new Set<string>([]);

/**
 * Functions over the limit in code other changes are rewriting (the rich-text
 * editor and the article form with its image upload, the sign-in page, the
 * pages' list field); to be emptied, not grown. An entry no longer needed
 * fails the test.
 */
const KNOWN_LONG_FUNCTIONS = new Set<string>([]);

/** Source files under `dir`, tests and type declarations left out. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const source = entry.isFile() && /\.tsx?$/.test(entry.name);
    return source && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** "from → to" between features, with one file import showing each. */
async function featureImports(): Promise<Map<string, string>> {
  const graph = await madge(FEATURES, {
    fileExtensions: ["ts", "tsx"],
    tsConfig: "tsconfig.json",
    // A test may read another feature's tables to set up its case.
    excludeRegExp: [/\.test\.tsx?$/],
  });
  const featureOf = (file: string) => (file.startsWith("..") ? null : file.split("/")[0]);
  const edges = new Map<string, string>();
  for (const [from, imports] of Object.entries(graph.obj())) {
    for (const to of imports) {
      const [a, b] = [featureOf(from), featureOf(to)];
      if (a && b && a !== b && !edges.has(`${a} -> ${b}`))
        edges.set(`${a} -> ${b}`, `${from} → ${to}`);
    }
  }
  return edges;
}

/** A cycle of the graph, as its edges, or null. */
function findCycle(edges: Iterable<string>): string[] | null {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from = "", to = ""] = edge.split(" -> ");
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    const at = trail.indexOf(node);
    if (at !== -1) return [...trail.slice(at), node];
    if (done.has(node)) return null;
    for (const to of next.get(node) ?? []) {
      const cycle = visit(to, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of next.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle.slice(1).map((to, index) => `${cycle[index]} -> ${to}`);
  }
  return null;
}

interface LongFunction {
  id: string;
  lines: number;
  line: number;
}

function longFunctions(file: string): LongFunction[] {
  const text = fs.readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = lineOf(node.getStart(source));
      const lines = lineOf(node.end) - first + 1;
      if (lines > MAX_FUNCTION_LINES) {
        const id = `${file.split(path.sep).join("/")}: ${functionName(node, source)}`;
        found.push({ id, lines, line: first });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Its own name, or the name it is given (a variable, a property), as a reader finds it. */
function functionName(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const { parent } = node;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(source);
  }
  return `(function at line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`;
}

describe("the code's structure", () => {
  it("has no import cycle between features", { timeout: 180_000 }, async () => {
    const edges = await featureImports();
    const checked = [...edges.keys()].filter((edge) => !KNOWN_FEATURE_CYCLE_EDGES.has(edge));
    const cycle = findCycle(checked);
    expect(
      cycle?.map((edge) => `${edge} (${edges.get(edge)})`),
      "features importing each other",
    ).toBeUndefined();
    const stale = [...KNOWN_FEATURE_CYCLE_EDGES].filter(
      (edge) => !edges.has(edge) || !findCycle([...checked, edge]),
    );
    expect(stale, "known cycles that are gone: remove them from the list").toEqual([]);
  });

  it("keeps app/server free of features, but for the composition root", () => {
    const importsFeature = /from\s+["'](?:~\/features\/|(?:\.\.\/)+features\/)/;
    const offenders = sourceFiles(path.join(APP, "server")).filter(
      (file) =>
        path.basename(file) !== "composition.server.ts" &&
        importsFeature.test(fs.readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  // A module the server imports, however deep, would load React's browser
  // renderer into the server's memory for nothing (docs/decisions/0016).
  it("leaves React's browser renderer to the browser's entries", () => {
    const importsClientRenderer = /from\s+["']react-dom\/client["']/;
    const offenders = sourceFiles(APP).filter(
      (file) =>
        !file.endsWith(".client.tsx") && importsClientRenderer.test(fs.readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines in app/`, () => {
    const found = sourceFiles(APP).flatMap(longFunctions);
    const unexpected = found.filter((entry) => !KNOWN_LONG_FUNCTIONS.has(entry.id));
    expect(
      unexpected.map((entry) => `${entry.id} (line ${entry.line}, ${entry.lines} lines)`),
    ).toEqual([]);
    const stale = [...KNOWN_LONG_FUNCTIONS].filter((id) => !found.some((entry) => entry.id === id));
    expect(stale, "split since: remove them from the list").toEqual([]);
  });
});
