import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { RECOVERY_CODE_COUNT } from "@shared/contracts/user";
import { ErrorList, SubmitButton } from "~/components/forms";
import { CodeField, usePersonalForm } from "./personal-form";
import { FORMS } from "./personal-forms";

// Fewer left than this, and the page says to get new ones.
const FEW_LEFT = 3;

/**
 * A set of recovery codes just made (at binding, or regenerated), shown on this one page: as text
 * anyone can select, print or copy without JavaScript, and as a text file to download (a data:
 * link with `download`, which needs no script either). Nothing can show them again (decision 036).
 */
export function FreshRecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const { t } = useTranslation("account-security");
  const headingId = useId();
  const file = `${[t("fresh.fileHeader", { account }), "", ...codes].join("\n")}\n`;
  return (
    <section className="recovery-fresh" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("fresh.title")}</h3>
      <p>{t("fresh.text")}</p>
      <ol className="recovery-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="personal-actions">
        <a className="button" href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download={`recovery-codes-${account}.txt`}>
          {t("fresh.download")}
        </a>
        <Link className="button primary" to="?section=security">
          {t("fresh.done")}
        </Link>
      </p>
    </section>
  );
}

/** How many codes are left, and a new set after confirming it is the owner (a step-up). */
export function RecoveryCodes({ remaining }: { remaining: number }) {
  const { t } = useTranslation("account-security");
  const [form, fields] = usePersonalForm("regenerateCodes", FORMS.regenerateCodes);
  const headingId = useId();
  return (
    <section className="personal-action recovery-codes" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("recovery.title")}</h3>
      <p>{t("recovery.intro")}</p>
      <p>
        <strong>{t("recovery.remaining", { count: remaining, total: RECOVERY_CODE_COUNT })}</strong>
      </p>
      {remaining === 0 ? <p className="notice">{t("recovery.none")}</p> : remaining <= FEW_LEFT ? <p className="notice">{t("recovery.low")}</p> : null}
      <h4>{t("recovery.regenerateTitle")}</h4>
      <p>{t("recovery.regenerateText")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <AuthenticityTokenInput />
        <ErrorList id={form.errorId} errors={form.errors} />
        <CodeField field={fields.PIN} orRecoveryCode />
        <div>
          <SubmitButton name="intent" value="regenerateCodes">
            {t("recovery.regenerate")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
