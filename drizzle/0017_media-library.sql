ALTER TABLE "media_files" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "thumb_file_name" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "replaced_by" text;--> statement-breakpoint
CREATE INDEX "media_files_library_idx" ON "media_files" USING btree ("created_at" DESC NULLS FIRST,"file_name") WHERE "media_files"."mime_type" in ('image/jpeg', 'image/png') and "media_files"."replaced_by" is null;