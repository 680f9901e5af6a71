-- Bookings never overlap per barber: the exclusion constraint needs equality on a uuid in a gist index.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "barber_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barber_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barber_absences_range" CHECK ("barber_absences"."from_date" <= "barber_absences"."to_date")
);
--> statement-breakpoint
CREATE TABLE "barber_skipped_services" (
	"barber_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "barber_skipped_services_barber_id_service_id_pk" PRIMARY KEY("barber_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "barber_weekly_hours" (
	"barber_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barber_weekly_hours_barber_id_weekday_pk" PRIMARY KEY("barber_id","weekday"),
	CONSTRAINT "barber_weekly_hours_weekday_range" CHECK ("barber_weekly_hours"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "barbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"presentation" text,
	"photo_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"scope" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "agenda_blocks" ADD COLUMN "barber_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "barber_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "barber_absences" ADD CONSTRAINT "barber_absences_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_skipped_services" ADD CONSTRAINT "barber_skipped_services_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_skipped_services" ADD CONSTRAINT "barber_skipped_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_weekly_hours" ADD CONSTRAINT "barber_weekly_hours_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barber_absences_barber_idx" ON "barber_absences" USING btree ("barber_id","to_date");--> statement-breakpoint
CREATE INDEX "barbers_position_idx" ON "barbers" USING btree ("position","created_at");--> statement-breakpoint
ALTER TABLE "agenda_blocks" ADD CONSTRAINT "agenda_blocks_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_barber_date_idx" ON "bookings" USING btree ("barber_id","date");--> statement-breakpoint
-- hand-written:
-- The salon's first barber, who takes every booking made so far (the owner renames them on
-- 'Équipe'); a salon upgraded with no booking yet still has a barber to book.
INSERT INTO "barbers" ("name", "position") VALUES ('Monsieur Moustache', 0);--> statement-breakpoint
UPDATE "bookings" SET "barber_id" = (SELECT "id" FROM "barbers" ORDER BY "created_at" LIMIT 1);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "barber_id" SET NOT NULL;--> statement-breakpoint
-- One chair per barber: two confirmed bookings of one barber never overlap (SQLSTATE 23P01).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap_per_barber"
  EXCLUDE USING gist ("barber_id" WITH =, "during" WITH &&) WHERE ("status" = 'confirmed');
