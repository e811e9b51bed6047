import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type InlineConfig, type Plugin, type Rollup } from "vite";
import { compression } from "vite-plugin-compression2";

const ISLANDS_SOURCE = path.resolve("app/islands.client.tsx");
const ISLANDS_MODULE_ID = "virtual:islands-entry";

// The islands run on Preact through its React compatibility layer: the
// same components the server renders with React, for about a sixth of
// React DOM's weight. The admin and the router's pages keep React.
const PREACT = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/compat/jsx-runtime" },
];
// Schemas are shared with the browser, whose CSP forbids eval.
const ZOD = { find: /^zod$/, replacement: path.resolve("app/lib/zod-without-eval.ts") };

// What the islands' entry runs on every public page, in one file: the
// layout's islands, booking funnel, consent, tracking, toasts. Named one by
// one: a group takes its modules' dependencies along, and one module
// reaching React Router, zod or Radix would bring it to every public page
// (an end-to-end test checks that none loads).
const SITE = new RegExp(
  [
    String.raw`[\\/]app[\\/]components[\\/](layout[\\/](site-navbar|back-to-top|site-logo)|icons|toaster|ui[\\/]button)\.tsx$`,
    String.raw`[\\/]app[\\/]lib[\\/](join-classes|island|use-delayed-mount|browser-storage|data-layer|random-hex|toast|nonce)\.tsx?$`,
    String.raw`[\\/]app[\\/]content[\\/](practice|navigation)\.ts$`,
    String.raw`[\\/]app[\\/]features[\\/]booking[\\/](booking-funnel|booking-flow|booking-link|mobile-booking-bar|mobile-menu-state)\.tsx?$`,
    String.raw`[\\/]app[\\/]features[\\/](consent|security-notice)[\\/][a-z-]+\.tsx?$`,
    String.raw`[\\/]app[\\/]features[\\/]tracking[\\/](attribution|button-id|tracking-client|capture-tracking-parameters)\.ts$`,
    String.raw`[\\/]node_modules[\\/](clsx[\\/]|date-fns[\\/](addMonths|toDate|constructFrom)\.js$)`,
  ].join("|"),
);
const RUNTIME = /[\\/]node_modules[\\/]preact[\\/]|rolldown[\\/]runtime/;

/** The files the islands' entry imports, for the page's modulepreload links. */
function staticImports(bundle: Rollup.OutputBundle, file: string): string[] {
  const imports = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== "chunk") return;
    for (const imported of chunk.imports) {
      if (imports.has(imported)) continue;
      imports.add(imported);
      visit(imported);
    }
  };
  visit(file);
  return [...imports];
}

/**
 * The islands' own client build (app/islands.client.tsx on Preact), written
 * into the router's client folder with the entry's file and imports in
 * `islands-entry.json` beside it.
 */
function islandsBuild(outDir: string, manifestFile: string): InlineConfig {
  return {
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    resolve: { tsconfigPaths: true, alias: [...PREACT, ZOD] },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: { islands: ISLANDS_SOURCE },
        output: {
          entryFileNames: "assets/[name]-[hash].js",
          chunkFileNames: "assets/[name]-[hash].js",
          // Two files every public page needs (Preact, the site's layout
          // code); each page's own islands and the modal load on their own.
          codeSplitting: {
            groups: [
              { name: "preact", test: (id) => RUNTIME.test(id) },
              { name: "site", test: (id) => SITE.test(id) },
            ],
          },
        },
      },
    },
    plugins: [
      {
        name: "islands-manifest",
        writeBundle(_options, bundle) {
          const file = Object.values(bundle).find(
            (chunk) => chunk.type === "chunk" && chunk.isEntry,
          )?.fileName;
          if (!file) throw new Error("The islands' build has no entry.");
          const entry: { module: string; imports: string[] } = {
            module: `/${file}`,
            imports: staticImports(bundle, file).map((name) => `/${name}`),
          };
          fs.writeFileSync(manifestFile, JSON.stringify(entry));
        },
      },
      compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" }),
    ],
  };
}

/**
 * Public pages hydrate islands, not the router (docs/decisions/0010): once
 * the router's client build is written, the islands' build runs and writes
 * its entry beside the build; the server build reads it as
 * `virtual:islands-entry`. In development Vite serves the source itself,
 * on React.
 */
function islandsEntry(): Plugin {
  let manifestFile = "";
  let outDir = "";
  let serve = false;
  return {
    name: "islands-entry",
    configResolved(config) {
      serve = config.command === "serve";
      outDir = path.resolve(config.root, config.build.outDir);
      manifestFile = path.resolve(outDir, "..", "islands-entry.json");
    },
    async closeBundle() {
      if (this.environment.name !== "client" || serve) return;
      await build(islandsBuild(outDir, manifestFile));
    },
    resolveId(id) {
      return id === ISLANDS_MODULE_ID ? `\0${ISLANDS_MODULE_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ISLANDS_MODULE_ID}`) return undefined;
      const entry = serve
        ? {
            module: `/${path.relative(process.cwd(), ISLANDS_SOURCE)}`,
            imports: [],
            // Development only: React Router's fast-refresh preamble and Vite's
            // client, as its own <Scripts> loads them before any component.
            preamble: ["/@id/__x00__virtual:react-router/inject-hmr-runtime", "/@vite/client"],
          }
        : JSON.parse(fs.readFileSync(manifestFile, "utf8"));
      return `export default ${JSON.stringify(entry)};`;
    },
  };
}

// React alone in one shared file for the pages React Router hydrates.
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/;

export default defineConfig(({ isSsrBuild }) => ({
  // Bundled into the server build rather than loaded whole from
  // node_modules: their index modules import every icon and every locale,
  // about 15 MB of the server's memory for the few the pages use.
  ssr: { noExternal: ["lucide-react", "date-fns", "react-day-picker"] },
  resolve: {
    tsconfigPaths: true,
    alias: [
      ZOD,
      // React Router's package points every bundler at its development
      // build; the browser gets the production one (no developer warnings).
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: path.resolve("node_modules/react-router/dist/production/index.mjs"),
            },
            {
              find: /^react-router\/dom$/,
              replacement: path.resolve("node_modules/react-router/dist/production/dom-export.mjs"),
            },
          ]),
    ],
  },
  // The server bundle's entry is our Express app, so the app and every
  // server module share one module graph (one database handle). V8 keeps
  // each module's source in memory: the bundle drops the sources' comments
  // (licences kept), and writes characters beyond Latin-1 (œ, ’, €) as
  // escapes, since one of them stores a whole file at two bytes a character.
  build: isSsrBuild
    ? {
        rolldownOptions: {
          input: "./app/server/http.ts",
          output: { charset: "ascii", comments: { legal: true, annotation: false, jsdoc: false } },
        },
      }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: "react", test: (id) => REACT.test(id) }] },
          },
        },
      },
  plugins: [
    tailwindcss(),
    reactRouter(),
    islandsEntry(),
    // Brotli and gzip copies of the browser's files, made once at build time
    // rather than on every request (served by express-static-gzip).
    !isSsrBuild &&
      compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" }),
  ],
}));
