ALTER TABLE "bookings" ALTER COLUMN "customer_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "customer_phone" SET NOT NULL;