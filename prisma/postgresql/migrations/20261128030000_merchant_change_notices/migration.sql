-- Written by hand (decision 025), not generated. The tables whose rows belong to merchants (the list
-- in server/db/cache/merchant-rows.ts) tell, for each row written, whose it is: the other API processes
-- hear `Table:merchant` (NOTIFY, delivered at commit, identical notices of one transaction folded
-- into one), and this process reads the same list from a setting local to the transaction
-- (`casino.written`) just before it commits. A cache kept by merchant then drops only their values.
-- Past a few thousand characters the list becomes "*": whoever reads it drops everything.

CREATE OR REPLACE FUNCTION casino_note_written(item text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE noted text := coalesce(current_setting('casino.written', true), '');
BEGIN
  PERFORM pg_notify('casino_changes', item);
  IF noted = '*' OR position(' ' || item || ' ' IN noted || ' ') > 0 THEN RETURN; END IF;
  PERFORM set_config('casino.written', CASE WHEN length(noted) > 4000 THEN '*' ELSE noted || ' ' || item END, true);
END $$;

-- Rows with a "userId" column.
CREATE OR REPLACE FUNCTION casino_note_merchant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM casino_note_written(TG_TABLE_NAME || ':' || OLD."userId"); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."userId" IS DISTINCT FROM OLD."userId") THEN
    PERFORM casino_note_written(TG_TABLE_NAME || ':' || NEW."userId");
  END IF;
  RETURN NULL;
END $$;

-- The accounts themselves: the merchant is the row's own id.
CREATE OR REPLACE FUNCTION casino_note_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM casino_note_written(TG_TABLE_NAME || ':' || OLD."id"); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."id" IS DISTINCT FROM OLD."id") THEN
    PERFORM casino_note_written(TG_TABLE_NAME || ':' || NEW."id");
  END IF;
  RETURN NULL;
END $$;

-- Each of these tables' statement trigger (which named the table alone) gives way to a row trigger;
-- TRUNCATE, which has no rows to name, still names the table.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['User', 'Session', 'CartItem', 'Order', 'Payment', 'Site', 'DepositEntry', 'Dispute', 'Notice'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_changes', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION %I()', t || '_changes', t,
      CASE WHEN t = 'User' THEN 'casino_note_account' ELSE 'casino_note_merchant' END);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION casino_notify_change()', t || '_truncated', t);
  END LOOP;
END $$;
