-- Written by hand (decision 025), not generated: each table tells every API process at commit that it
-- was written, so the processes' in-memory caches drop what it held. One notice per statement, its
-- payload the table's name; PostgreSQL delivers NOTIFY only when the transaction commits, and folds
-- identical notices of one transaction into one.
CREATE OR REPLACE FUNCTION casino_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('casino_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;

DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE '\_%' LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION casino_notify_change()', t.tablename || '_changes', t.tablename);
  END LOOP;
END $$;
