CREATE TABLE "practice_setting_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"author_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_setting_versions" ADD CONSTRAINT "practice_setting_versions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_setting_versions_section_idx" ON "practice_setting_versions" USING btree ("section","id");