CREATE TABLE "gift_card_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"order_id" uuid,
	"booking_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_movements_kind_valid" CHECK ("gift_card_movements"."kind" in ('issued', 'spent', 'returned', 'expired')),
	CONSTRAINT "gift_card_movements_sign" CHECK (("gift_card_movements"."kind" in ('issued', 'returned') and "gift_card_movements"."amount_cents" > 0) or ("gift_card_movements"."kind" in ('spent', 'expired') and "gift_card_movements"."amount_cents" < 0))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"kind" text NOT NULL,
	"service_id" uuid,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"order_id" uuid,
	"buyer_email" text,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"message" text DEFAULT '' NOT NULL,
	"send_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_kind_valid" CHECK ("gift_cards"."kind" in ('amount', 'service') and ("gift_cards"."kind" = 'service') = ("gift_cards"."service_id" is not null)),
	CONSTRAINT "gift_cards_balance_range" CHECK ("gift_cards"."initial_cents" > 0 and "gift_cards"."balance_cents" between 0 and "gift_cards"."initial_cents")
);
--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" USING btree ("card_id","seq");--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" USING btree ("code_last4");--> statement-breakpoint
CREATE INDEX "gift_cards_send_idx" ON "gift_cards" USING btree ("send_on") WHERE "gift_cards"."sent_at" is null;