CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"backup_name" text,
	"error" text,
	"failure_emailed_at" timestamp with time zone
);
