-- Every change to what GET /api/stories or GET /api/stories/:id answers is announced on the channel
-- 'library_changed' with the owner's user id, so that every server instance forgets the answers it keeps
-- for that user (src/server/lib/read-cache.ts). PostgreSQL sends it at commit, once per user and
-- transaction however many rows changed; a rolled-back change sends nothing.
UPDATE "stories" s SET "has_challenge" = true WHERE EXISTS (SELECT 1 FROM "challenges" c WHERE c."story_id" = s."id");
--> statement-breakpoint
CREATE FUNCTION "library_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('library_changed', OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('library_changed', NEW."user_id"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stories_library_changed" AFTER INSERT OR UPDATE OR DELETE ON "stories"
  FOR EACH ROW EXECUTE FUNCTION "library_owner_changed"();
--> statement-breakpoint
-- A story carries its character whole (name, hobbies…): editing one changes its stories. Deleting one
-- sets its stories' character_id to null, which the stories trigger announces.
CREATE TRIGGER "characters_library_changed" AFTER UPDATE ON "characters"
  FOR EACH ROW EXECUTE FUNCTION "library_owner_changed"();
--> statement-breakpoint
CREATE FUNCTION "library_chapter_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT "user_id" INTO owner FROM "stories" WHERE "id" = OLD."story_id";
  ELSE
    SELECT "user_id" INTO owner FROM "stories" WHERE "id" = NEW."story_id";
  END IF;
  -- A chapter deleted with its story finds no story: the story's own trigger announces that.
  IF owner IS NOT NULL THEN PERFORM pg_notify('library_changed', owner); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "story_chapters_library_changed" AFTER INSERT OR UPDATE OR DELETE ON "story_chapters"
  FOR EACH ROW EXECUTE FUNCTION "library_chapter_changed"();
--> statement-breakpoint
-- The library shows whether a story has a challenge without looking through the challenges: the flag is
-- set here when the first one is stored (challenges go only with their story). The stories trigger
-- announces the change.
CREATE FUNCTION "story_challenge_stored"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stories" SET "has_challenge" = true WHERE "id" = NEW."story_id" AND NOT "has_challenge";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "challenges_mark_story" AFTER INSERT ON "challenges"
  FOR EACH ROW EXECUTE FUNCTION "story_challenge_stored"();
