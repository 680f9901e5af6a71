ALTER TABLE "bookings" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_phone" text;--> statement-breakpoint
-- hand-written: bookings made before keep the name and phone their customer has now.
UPDATE "bookings" SET "customer_name" = "customers"."name", "customer_phone" = "customers"."phone"
  FROM "customers" WHERE "customers"."id" = "bookings"."customer_id";
