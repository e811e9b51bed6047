/**
 * Imported first by a script that runs the compiled server in its own
 * process: React and React Router pick their build by NODE_ENV when first
 * loaded, and the server build runs on the production one.
 */
process.env.NODE_ENV = "production";
