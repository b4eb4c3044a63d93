-- Every change to a table the API answers from its read caches is announced after commit on the
-- channel margin_changes, to every server listening, as "<table>:<user id>", or "<table>:" for a row
-- that names no user. TG_ARGV[0] names the column that holds the user's id, if any.
CREATE FUNCTION announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_user text;
  new_user text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_user := to_jsonb(OLD) ->> TG_ARGV[0];
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_user := to_jsonb(NEW) ->> TG_ARGV[0];
  END IF;
  -- A row that moves from one user to another concerns both.
  IF TG_OP = 'UPDATE' AND old_user IS DISTINCT FROM new_user THEN
    PERFORM pg_notify('margin_changes', TG_TABLE_NAME || ':' || coalesce(old_user, ''));
  END IF;
  PERFORM pg_notify('margin_changes', TG_TABLE_NAME || ':' || coalesce(coalesce(new_user, old_user), ''));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_change('id');
--> statement-breakpoint
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_change('user_id');
--> statement-breakpoint
CREATE TRIGGER submissions_announce_change AFTER INSERT OR UPDATE OR DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION announce_change('user_id');
--> statement-breakpoint
CREATE TRIGGER assignments_announce_change AFTER UPDATE OR DELETE ON assignments
  FOR EACH ROW EXECUTE FUNCTION announce_change('');
--> statement-breakpoint
CREATE TRIGGER courses_announce_change AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION announce_change('');
