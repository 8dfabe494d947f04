CREATE OR REPLACE FUNCTION order_number(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT 'DC-' || lpad(n::text, greatest(6, length(n::text)), '0') $$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT order_number(nextval('order_number_seq'));
