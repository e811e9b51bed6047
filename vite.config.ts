import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    tsconfigPaths: true,
    // Schemas are shared with the browser, whose CSP forbids eval.
    alias: [{ find: /^zod$/, replacement: path.resolve("app/lib/zod-without-eval.ts") }],
  },
  // The server bundle's entry is our Express app, so the app and every
  // server module share one module graph (one database handle).
  build: isSsrBuild
    ? { rollupOptions: { input: "./app/server/http.ts" } }
    : {
        rolldownOptions: {
          output: {
            // Fewer, larger shared chunks: a phone on a slow network pays a
            // round trip per file, and the public pages loaded 45 small ones.
            // A group takes its modules' dependencies along: keep zod and
            // date-fns (paris-date) out of "site", which every page loads
            // (storable-text-schema brings zod).
            // Page texts (app/content) stay with the routes that show them.
            codeSplitting: {
              groups: [
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
                {
                  name: "site",
                  test: /[\\/]app[\\/](content[\\/](practice|images|navigation)\.ts|components[\\/](?!toast-list)|lib[\\/](?!zod|paris-date|storable-text-schema))/,
                },
              ],
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
