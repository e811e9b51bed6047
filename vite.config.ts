import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

const ISLANDS_SOURCE = path.resolve("app/islands.client.tsx");
const ISLANDS_MODULE_ID = "virtual:islands-entry";

/**
 * Public pages hydrate islands, not the router (docs/decisions/0010): the
 * client build adds app/islands.client.tsx as one more entry and writes its
 * file and static imports beside the build; the server build reads them as
 * `virtual:islands-entry`. In development Vite serves the source itself.
 */
function islandsEntry(): Plugin {
  let reference = "";
  let manifestFile = "";
  let serve = false;
  return {
    name: "islands-entry",
    configResolved(config) {
      serve = config.command === "serve";
      manifestFile = path.resolve(config.root, config.build.outDir, "..", "islands-entry.json");
    },
    buildStart() {
      if (this.environment.name !== "client" || serve) return;
      reference = this.emitFile({ type: "chunk", id: ISLANDS_SOURCE, name: "islands" });
    },
    writeBundle(_options, bundle) {
      if (!reference) return;
      const file = this.getFileName(reference);
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
      const entry = { module: `/${file}`, imports: [...imports].map((name) => `/${name}`) };
      fs.writeFileSync(manifestFile, JSON.stringify(entry));
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

// React alone in one shared file: the islands of public pages and the
// router's hydration of the other pages both import it.
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/;
// What the islands' entry runs on every public page, in one file: the
// layout's islands, booking funnel, consent, tracking, toasts. Named one by
// one: a group takes its modules' dependencies along, and one module
// reaching React Router, zod or Radix would bring it to every public page
// (an end-to-end test checks that none loads).
const SITE = new RegExp(
  [
    String.raw`[\\/]app[\\/]components[\\/](layout[\\/](site-navbar|back-to-top|site-logo)|icons|toaster|ui[\\/]button)\.tsx$`,
    String.raw`[\\/]app[\\/]lib[\\/](class-names|island|use-delayed-mount|browser-storage|data-layer|random-hex|toast|nonce)\.tsx?$`,
    String.raw`[\\/]app[\\/]content[\\/](practice|navigation)\.ts$`,
    String.raw`[\\/]app[\\/]features[\\/]booking[\\/](booking-funnel|booking-flow|booking-link|mobile-booking-bar|mobile-menu-state)\.tsx?$`,
    String.raw`[\\/]app[\\/]features[\\/](consent|security-notice)[\\/][a-z-]+\.tsx?$`,
    String.raw`[\\/]app[\\/]features[\\/]tracking[\\/](attribution|button-id|tracking-client|capture-tracking-parameters)\.ts$`,
    String.raw`[\\/]node_modules[\\/](clsx[\\/]|date-fns[\\/](addMonths|toDate|constructFrom)\.js$)`,
  ].join("|"),
);

export default defineConfig(({ isSsrBuild }) => ({
  // Bundled into the server build rather than loaded whole from
  // node_modules: their index modules import every icon and every locale,
  // about 15 MB of the server's memory for the few the pages use.
  ssr: { noExternal: ["lucide-react", "date-fns", "react-day-picker"] },
  resolve: {
    tsconfigPaths: true,
    // Schemas are shared with the browser, whose CSP forbids eval.
    alias: [
      { find: /^zod$/, replacement: path.resolve("app/lib/zod-without-eval.ts") },
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
  // server module share one module graph (one database handle).
  build: isSsrBuild
    ? { rollupOptions: { input: "./app/server/http.ts" } }
    : {
        rolldownOptions: {
          output: {
            // One shared chunk for what every public page runs: React, React
            // Router and the site's layout code. A phone on a slow network
            // pays a round trip and headers per file (docs/decisions/0010).
            // A group takes its modules' dependencies along: keep zod,
            // date-fns (paris-date), tailwind-merge (lib/cn, the admin's) and
            // Radix out of it. Page texts (app/content) stay with the routes
            // that show them; the information modal loads at idle.
            codeSplitting: {
              groups: [
                { name: "react", test: (id) => REACT.test(id) },
                { name: "site", test: (id) => SITE.test(id) },
              ],
            },
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
