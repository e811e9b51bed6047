CREATE TABLE "not_found_addresses" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirections" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"source" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"last_visit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirections_from_path_unique" UNIQUE("from_path")
);
--> statement-breakpoint
CREATE INDEX "not_found_addresses_last_seen_idx" ON "not_found_addresses" USING btree ("last_seen_at");