CREATE TABLE "erased_addresses" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
