-- Written by hand (decision 025), like 20261128030000_merchant_change_notices: every table tells the
-- other API processes when it is written. A merchant's recovery codes, e-mail codes and security
-- events name their merchant (the list in server/db/cache/merchant-rows.ts), so a sign-in drops only
-- that merchant's kept values; the stack's mode and the provider's attention list name the table.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['RecoveryCode', 'EmailVerification', 'SecurityEvent'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_changes', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION casino_note_merchant()', t || '_changes', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION casino_notify_change()', t || '_truncated', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['StackMode', 'Attention'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_changes', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION casino_notify_change()', t || '_changes', t);
  END LOOP;
END $$;
