import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    tsconfigPaths: true,
    // Schemas are shared with the browser, whose CSP forbids eval.
    alias: [{ find: /^zod$/, replacement: path.resolve("app/lib/zod-without-eval.ts") }],
  },
  // The server bundle's entry is our Express app, so the app and every
  // server module share one module graph (one database handle).
  build: isSsrBuild ? { rollupOptions: { input: "./app/server/http.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
}));
