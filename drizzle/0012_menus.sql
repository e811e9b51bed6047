CREATE TABLE "site_menus" (
	"name" text PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
