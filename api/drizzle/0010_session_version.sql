ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A role change ends the account's sessions whoever makes it (no API operation changes roles today:
-- an operator's SQL does), so a token issued before it never works again, even with the role back.
CREATE FUNCTION "users_role_change_ends_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."session_version" := OLD."session_version" + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_role_change_ends_sessions" BEFORE UPDATE OF "role" ON "users"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role")
  EXECUTE FUNCTION "users_role_change_ends_sessions"();
