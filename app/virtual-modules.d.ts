declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

declare module "virtual:islands-entry" {
  import type { IslandsEntry } from "~/lib/island";
  const entry: IslandsEntry;
  export default entry;
}
