import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev|clsx)[\\/]|rolldown[\\/]runtime/;
const SITE =
  /[\\/]app[\\/](content[\\/](practice|images|navigation)\.ts|components[\\/](?!toast-list|ui[\\/](confirm-dialog|data-table))|lib[\\/](?!cn\.ts|zod|paris-date|storable-text-schema)|features[\\/](booking[\\/](?!information-modal)|consent|security-notice|tracking|articles[\\/]components[\\/]blog-loading-status))/;

export default defineConfig(({ isSsrBuild }) => ({
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
              groups: [{ name: "site", test: (id) => FRAMEWORK.test(id) || SITE.test(id) }],
            },
          },
        },
      },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Brotli and gzip copies of the browser's files, made once at build time
    // rather than on every request (served by express-static-gzip).
    !isSsrBuild &&
      compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" }),
  ],
}));
