import path from "node:path";

export const TEMPLATE_PATH = path.resolve(".tmp/pglite-template.tar.gz");
