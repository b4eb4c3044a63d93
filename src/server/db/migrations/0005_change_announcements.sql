-- Every change to a table the API answers from its read caches is announced after commit on the
-- channel margin_changes, to every server listening, as "<table>:<user id>", or "<table>:" for a row
-- that names no user. TG_ARGV[0] names the column that holds the user's id, if any.
CREATE FUNCTION announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_row jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_row := to_jsonb(OLD);
  ELSE
    changed_row := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify(
    'margin_changes',
    TG_TABLE_NAME || ':' || coalesce(changed_row ->> TG_ARGV[0], '')
  );
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
