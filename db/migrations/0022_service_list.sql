-- The service list run by the owner: its categories in their own table (ordered), a buffer after a
-- service, 'Réservable en ligne', retirement. A booking keeps what was booked (its title, and each
-- service as it was in booking_services) and takes its barber for the appointment and the buffer
-- after it: the per-barber exclusion constraint moves from "during" to "blocked".
CREATE TABLE "service_categories" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "service_categories" ("name", "position")
  SELECT "category", (row_number() OVER (ORDER BY min("position"), "category"))::int - 1 FROM "services" GROUP BY "category";--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_service_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."service_categories"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bookable_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_range" CHECK ("services"."buffer_minutes" between 0 and 60);--> statement-breakpoint
CREATE TABLE "booking_services" (
	"booking_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"service_id" uuid NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "booking_services_booking_id_position_pk" PRIMARY KEY("booking_id","position")
);
--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_services_service_idx" ON "booking_services" USING btree ("service_id");--> statement-breakpoint
INSERT INTO "booking_services" ("booking_id", "position", "service_id", "title", "duration_minutes", "price_cents")
  SELECT b."id", 0, b."service_id", s."title", b."duration_minutes", b."price_cents" FROM "bookings" b JOIN "services" s ON s."id" = b."service_id";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "title" text;--> statement-breakpoint
UPDATE "bookings" b SET "title" = s."title" FROM "services" s WHERE s."id" = b."service_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "blocked" "tstzrange";--> statement-breakpoint
UPDATE "bookings" SET "blocked" = "during";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "blocked" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_blocked_covers_during" CHECK (lower("bookings"."blocked") = lower("bookings"."during") and upper("bookings"."blocked") >= upper("bookings"."during"));--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap_per_barber";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap_per_barber"
  EXCLUDE USING gist ("barber_id" WITH =, "blocked" WITH &&) WHERE ("status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "service_ids" uuid[];--> statement-breakpoint
UPDATE "waitlist_entries" SET "service_ids" = ARRAY["service_id"];--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "service_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_one_wait";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_one_wait" UNIQUE NULLS NOT DISTINCT("email","service_ids","date","barber_id");
