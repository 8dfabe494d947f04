ALTER TABLE "delivery_zones" ADD COLUMN "slug" text;--> statement-breakpoint
-- The demo zone of migration 0011 (the only zone until the admin could create them).
UPDATE "delivery_zones" SET "slug" = 'zona-metropolitana-de-guadalajara' WHERE "name" = 'Zona Metropolitana de Guadalajara';--> statement-breakpoint
UPDATE "delivery_zones" SET "slug" = "id"::text WHERE "slug" IS NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_slug_unique" UNIQUE("slug");
