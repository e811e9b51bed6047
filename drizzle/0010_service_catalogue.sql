CREATE TABLE "service_catalogue" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_catalogue_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_old_slugs" ADD CONSTRAINT "service_old_slugs_service_id_service_catalogue_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service_catalogue"("id") ON DELETE cascade ON UPDATE no action;