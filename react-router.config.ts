import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Loaders and actions get the request as it came, not one copy each per
  // route (two URL parses and two Requests per loader): a page's loaders
  // share its session look-up. They read addresses from `url`, or mind that
  // a data request's own is `/page.data?_routes=…` (guard.server.ts).
  future: { v8_passThroughRequests: true },
  // BUILD_DIR lets parallel test runs use separate builds; production uses ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
