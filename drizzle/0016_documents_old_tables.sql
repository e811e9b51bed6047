DROP TABLE "page_drafts" CASCADE;--> statement-breakpoint
DROP TABLE "page_versions" CASCADE;--> statement-breakpoint
DROP TABLE "practice_setting_versions" CASCADE;