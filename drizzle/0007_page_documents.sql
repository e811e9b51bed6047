CREATE TABLE "page_drafts" (
	"page" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"data" jsonb NOT NULL,
	"author_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_versions_page_idx" ON "page_versions" USING btree ("page","id");