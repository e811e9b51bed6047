ALTER TABLE "media_files" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "thumb_file_name" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "replaced_by" text;--> statement-breakpoint
CREATE INDEX "media_files_created_at_idx" ON "media_files" USING btree ("created_at" DESC NULLS LAST,"file_name");