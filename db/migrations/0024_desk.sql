CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notes_body_length" CHECK (char_length("client_notes"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(name || ' ' || coalesce(email, '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa') || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_notes_customer_idx" ON "client_notes" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_documents_issued_idx" ON "invoice_documents" USING btree ("issued_at");--> statement-breakpoint
-- Every order's client: the customer of its e-mail, made for a buyer who never booked (named after
-- the account, the phone of the delivery address when there is one).
INSERT INTO "customers" ("name", "email", "phone", "created_at")
SELECT DISTINCT ON (lower(o."user_email")) coalesce(nullif(u."name", ''), o."shipping_address"->>'fullName', lower(o."user_email")),
  lower(o."user_email"), coalesce(o."shipping_address"->>'phone', ''), o."created_at"
FROM "orders" o LEFT JOIN "user" u ON u."id" = o."user_id"
WHERE NOT EXISTS (SELECT 1 FROM "customers" c WHERE lower(c."email") = lower(o."user_email"))
ORDER BY lower(o."user_email"), o."created_at";--> statement-breakpoint
UPDATE "orders" o SET "customer_id" = c."id" FROM "customers" c WHERE lower(c."email") = lower(o."user_email");