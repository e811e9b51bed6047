CREATE TABLE "document_drafts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_drafts_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"author_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_versions_kind_key_idx" ON "document_versions" USING btree ("kind","key","id");--> statement-breakpoint
-- Every row of the three old tables moves to the new ones (the next migration drops them).
-- A service's page ("service-{id}") becomes kind "service", key "{id}"; the
-- other pages kind "page", the settings kind "practice-settings". Page versions keep their ids; practice settings' versions, and the restores
-- that name them, move past the pages' highest id, so that no two collide.
INSERT INTO "document_versions" ("id", "kind", "key", "data", "author_id", "author_name", "restored_from", "created_at")
SELECT "id", CASE WHEN "page" LIKE 'service-%' THEN 'service' ELSE 'page' END,
  CASE WHEN "page" LIKE 'service-%' THEN substr("page", 9) ELSE "page" END,
  "data", "author_id", "author_name", "restored_from", "created_at"
FROM "page_versions";--> statement-breakpoint
INSERT INTO "document_versions" ("id", "kind", "key", "data", "author_id", "author_name", "restored_from", "created_at")
SELECT "id" + "shift"."by", 'practice-settings', "section", "data", "author_id", "author_name", "restored_from" + "shift"."by", "created_at"
FROM "practice_setting_versions", (SELECT coalesce(max("id"), 0) AS "by" FROM "page_versions") AS "shift";--> statement-breakpoint
INSERT INTO "document_drafts" ("kind", "key", "data", "revision", "author_name", "restored_from", "updated_at")
SELECT CASE WHEN "page" LIKE 'service-%' THEN 'service' ELSE 'page' END,
  CASE WHEN "page" LIKE 'service-%' THEN substr("page", 9) ELSE "page" END,
  "data", "revision", "author_name", "restored_from", "updated_at"
FROM "page_drafts";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('document_versions', 'id'), coalesce(max("id"), 0) + 1, false) FROM "document_versions";
