CREATE TABLE "import_items" (
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"target_id" integer,
	"target_url" text,
	"source_hash" text,
	"written_at" timestamp with time zone,
	CONSTRAINT "import_items_source_kind_source_id_pk" PRIMARY KEY("source","kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"label" text NOT NULL,
	"status" text NOT NULL,
	"phase" text DEFAULT 'articles' NOT NULL,
	"articles_done" integer DEFAULT 0 NOT NULL,
	"articles_total" integer DEFAULT 0 NOT NULL,
	"images_done" integer DEFAULT 0 NOT NULL,
	"images_total" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"file_path" text,
	"storage_url" text,
	"holder" text,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
