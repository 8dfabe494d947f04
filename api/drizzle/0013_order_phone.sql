-- The contact phone the checkout asks for (issue 18), its 10 digits; orders placed before it have none.
ALTER TABLE "orders" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_phone_digits" CHECK ("orders"."phone" ~ '^[0-9]{10}$');