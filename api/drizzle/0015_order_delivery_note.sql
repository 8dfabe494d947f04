-- The customer's optional note for the driver (issue 29): plain text, trimmed, 1 to 200 characters; null: none.
ALTER TABLE "orders" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_note_length" CHECK (char_length("orders"."delivery_note") between 1 and 200);