-- Written by hand (decision 025), like 20261128160000_change_notices_of_new_tables: the storefronts'
-- stored pages and assets tell the other API processes when a build writes them (decision 048), so
-- a page kept in memory is dropped everywhere at once. They name no merchant: the table is named.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['StorefrontPage', 'StorefrontAsset'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_changes', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION casino_notify_change()', t || '_changes', t);
  END LOOP;
END $$;
