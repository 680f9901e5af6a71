-- The database itself refuses two confirmed bookings whose time spans overlap
-- (SQLSTATE 23P01); cancelled bookings free their time.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("during" WITH &&) WHERE ("status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_during_bounded"
  CHECK (NOT isempty("during") AND NOT lower_inf("during") AND NOT upper_inf("during"));
