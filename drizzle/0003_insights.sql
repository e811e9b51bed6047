CREATE TABLE "audience_page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"site_visitors" integer DEFAULT 0 NOT NULL,
	"page_visitors" integer DEFAULT 0 NOT NULL,
	"referrer_visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audience_page_views_day_path_referrer_host_pk" PRIMARY KEY("day","path","referrer_host")
);
--> statement-breakpoint
CREATE TABLE "privacy_erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"performed_by" text NOT NULL,
	"leads_deleted" integer NOT NULL,
	"events_deleted" integer NOT NULL,
	"sessions_deleted" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "button_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "page_url" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "forward_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_session_idx" ON "leads" USING btree ("session_id");