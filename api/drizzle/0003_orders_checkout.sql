CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"image_path" text,
	"quantity" integer NOT NULL,
	"unit_base_cents" integer NOT NULL,
	"discount_percentage" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_discount_range" CHECK ("order_lines"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "payments_test" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"brand" text,
	"last4" text,
	"failure_code" text,
	"customer_email" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-edited: keep existing rows. PENDING becomes PENDING_PAYMENT in place (no type swap, so
-- no cast of stored values), and PREPARING is added between PAID and SHIPPED. The new value is
-- not used in this migration (PostgreSQL refuses a value added in the same transaction).
ALTER TYPE "public"."order_status" RENAME VALUE 'PENDING' TO 'PENDING_PAYMENT';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'PREPARING' BEFORE 'SHIPPED';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'PENDING_PAYMENT';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text DEFAULT ('DC-' || lpad(nextval('order_number_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_id_product_id_unique" ON "order_lines" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_id_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_id_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_id_idempotency_key_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."tax_cents" >= 0 and "orders"."shipping_cents" >= 0);