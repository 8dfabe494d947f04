CREATE TABLE "category_product_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"active_products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_product_counts" ADD CONSTRAINT "category_product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts are kept by the triggers below. Writers wait until the backfill at the end commits,
-- so no product changes between the triggers' start and the first count.
LOCK TABLE "products" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Inserts and deletes, once per statement: a bulk insert adds one row per category, not one per product.
CREATE FUNCTION "category_product_counts_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_product_counts" AS kept ("category_id", "products", "active_products")
  SELECT "category_id", count(*), count(*) FILTER (WHERE "is_active") FROM "inserted_products"
  GROUP BY "category_id" ORDER BY "category_id"
  ON CONFLICT ("category_id") DO UPDATE SET
    "products" = kept."products" + excluded."products",
    "active_products" = kept."active_products" + excluded."active_products";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_product_counts_remove_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "category_product_counts" AS kept SET
    "products" = kept."products" - gone."products",
    "active_products" = kept."active_products" - gone."active_products"
  FROM (
    SELECT "category_id", count(*) AS "products", count(*) FILTER (WHERE "is_active") AS "active_products"
    FROM "deleted_products" GROUP BY "category_id"
  ) AS gone
  WHERE kept."category_id" = gone."category_id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Updates, per row and only when the category or the active flag changed (stock updates never fire it).
CREATE FUNCTION "category_product_counts_move_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "category_product_counts" SET
    "products" = "products" - 1,
    "active_products" = "active_products" - OLD."is_active"::int
  WHERE "category_id" = OLD."category_id";
  INSERT INTO "category_product_counts" AS kept ("category_id", "products", "active_products")
  VALUES (NEW."category_id", 1, NEW."is_active"::int)
  ON CONFLICT ("category_id") DO UPDATE SET
    "products" = kept."products" + 1,
    "active_products" = kept."active_products" + excluded."active_products";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_product_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "category_product_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_counts_after_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "inserted_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_product_counts_add_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_counts_after_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "deleted_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_product_counts_remove_deleted"();--> statement-breakpoint
CREATE TRIGGER "products_counts_after_update" AFTER UPDATE OF "category_id", "is_active" ON "products"
  FOR EACH ROW WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."is_active" IS DISTINCT FROM NEW."is_active")
  EXECUTE FUNCTION "category_product_counts_move_updated"();--> statement-breakpoint
CREATE TRIGGER "products_counts_after_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_product_counts_clear"();--> statement-breakpoint
-- The products already there.
INSERT INTO "category_product_counts" ("category_id", "products", "active_products")
SELECT "category_id", count(*), count(*) FILTER (WHERE "is_active") FROM "products" GROUP BY "category_id";
