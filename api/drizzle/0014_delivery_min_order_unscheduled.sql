-- Issue 29: a minimum order per delivery zone (goods after discounts; 0 = none, as every zone had until now), and
-- an index of the orders without a delivery window (Entregas lists them under "Sin horario" until the admin gives them one).
ALTER TABLE "delivery_zones" ADD COLUMN "min_order_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unscheduled_idx" ON "orders" USING btree ("created_at") WHERE "orders"."window_template_id" is null;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_min_order_non_negative" CHECK ("delivery_zones"."min_order_cents" >= 0);