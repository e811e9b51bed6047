/**
 * A new embedded database, migrated, that `npm run build` saves beside the
 * server bundle (scripts/build-server.ts): a first start copies its files
 * instead of creating a database, which takes several seconds and leaves
 * the process holding the memory of a second database.
 */
export const DATABASE_TEMPLATE_DIR = "database-template";
