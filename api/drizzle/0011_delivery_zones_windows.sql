CREATE TABLE "delivery_day_exceptions" (
	"zone_id" uuid NOT NULL,
	"date" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"extra_capacity" integer DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "delivery_day_exceptions_zone_id_date_pk" PRIMARY KEY("zone_id","date"),
	CONSTRAINT "delivery_day_exceptions_extra" CHECK ("delivery_day_exceptions"."extra_capacity" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "delivery_postal_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"first_code" integer NOT NULL,
	"last_code" integer NOT NULL,
	CONSTRAINT "delivery_postal_ranges_order" CHECK (0 <= "delivery_postal_ranges"."first_code" and "delivery_postal_ranges"."first_code" <= "delivery_postal_ranges"."last_code" and "delivery_postal_ranges"."last_code" <= 99999)
);
--> statement-breakpoint
CREATE TABLE "delivery_window_bookings" (
	"template_id" uuid NOT NULL,
	"date" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_window_bookings_template_id_date_pk" PRIMARY KEY("template_id","date"),
	CONSTRAINT "delivery_window_bookings_booked" CHECK ("delivery_window_bookings"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_window_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_window_templates_weekday" CHECK ("delivery_window_templates"."weekday" between 1 and 7),
	CONSTRAINT "delivery_window_templates_times" CHECK (0 <= "delivery_window_templates"."start_minute" and "delivery_window_templates"."start_minute" < "delivery_window_templates"."end_minute" and "delivery_window_templates"."end_minute" <= 1440),
	CONSTRAINT "delivery_window_templates_capacity" CHECK ("delivery_window_templates"."capacity" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"free_from_cents" integer,
	"cutoff_days_before" smallint DEFAULT 1 NOT NULL,
	"cutoff_minute" smallint DEFAULT 1200 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_name_unique" UNIQUE("name"),
	CONSTRAINT "delivery_zones_fee_non_negative" CHECK ("delivery_zones"."fee_cents" >= 0 and coalesce("delivery_zones"."free_from_cents", 0) >= 0),
	CONSTRAINT "delivery_zones_cutoff_range" CHECK ("delivery_zones"."cutoff_days_before" between 0 and 6 and "delivery_zones"."cutoff_minute" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "free_shipping_from_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_template_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_start_minute" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_end_minute" smallint;--> statement-breakpoint
ALTER TABLE "delivery_day_exceptions" ADD CONSTRAINT "delivery_day_exceptions_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_postal_ranges" ADD CONSTRAINT "delivery_postal_ranges_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_window_bookings" ADD CONSTRAINT "delivery_window_bookings_template_id_delivery_window_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."delivery_window_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_window_templates" ADD CONSTRAINT "delivery_window_templates_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_postal_ranges_zone_id_idx" ON "delivery_postal_ranges" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "delivery_window_templates_zone_weekday_idx" ON "delivery_window_templates" USING btree ("zone_id","weekday","start_minute");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_window_template_id_delivery_window_templates_id_fk" FOREIGN KEY ("window_template_id") REFERENCES "public"."delivery_window_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_window_idx" ON "orders" USING btree ("window_template_id","window_date") WHERE "orders"."window_template_id" is not null;--> statement-breakpoint
-- No postal code in two zones (drizzle-kit does not model exclusion constraints; this line is kept by hand).
ALTER TABLE "delivery_postal_ranges" ADD CONSTRAINT "delivery_postal_ranges_no_overlap" EXCLUDE USING gist (int4range("first_code", "last_code", '[]') WITH &&);--> statement-breakpoint
-- The shop's zone when zones arrived: the Guadalajara metropolitan area, with the fee rules that
-- applied until then to every order (SHIPPING_FEE 49.00, FREE_SHIPPING_FROM 500.00). docs/delivery.md.
INSERT INTO "delivery_zones" ("name", "fee_cents", "free_from_cents", "cutoff_days_before", "cutoff_minute")
VALUES ('Zona Metropolitana de Guadalajara', 4900, 50000, 1, 1200);--> statement-breakpoint
INSERT INTO "delivery_postal_ranges" ("zone_id", "first_code", "last_code")
SELECT z."id", r."first_code", r."last_code"
FROM "delivery_zones" z,
  (VALUES (44100, 44990), (45010, 45245), (45400, 45429), (45500, 45639), (45640, 45679), (45680, 45699))
    AS r("first_code", "last_code")
WHERE z."name" = 'Zona Metropolitana de Guadalajara';--> statement-breakpoint
-- Orders placed before zones were priced with the default threshold: keep showing it with their totals.
UPDATE "orders" SET "free_shipping_from_cents" = 50000;
