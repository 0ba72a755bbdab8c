import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/forms";
import { Dialog } from "./Dialog";

/**
 * "Are you sure?": a question (by default the generic "Are you sure you want to perform this
 * operation?"), the button that does it (a form post, so it works without JavaScript) and the
 * link that does not. `fields` are the hidden inputs naming what is confirmed.
 */
export function ConfirmDialog({
  title,
  question,
  confirm,
  keep,
  closeTo,
  action,
  intent,
  fields = {},
  danger = false,
}: {
  title: string;
  question?: ReactNode;
  confirm: string;
  keep: string;
  closeTo: string;
  action?: string;
  intent?: string;
  fields?: Record<string, string | number>;
  danger?: boolean;
}) {
  const { t } = useTranslation("ui");
  return (
    <Dialog title={title} size="sm" closeTo={closeTo}>
      <p>{question ?? t("areYouSure")}</p>
      <Form method="post" action={action} className="dialog-actions">
        <AuthenticityTokenInput />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SubmitButton name={intent ? "intent" : undefined} value={intent} formAction={action} className={danger ? "button danger" : undefined}>
          {confirm}
        </SubmitButton>
        <Link className="button" to={closeTo} replace preventScrollReset>
          {keep}
        </Link>
      </Form>
    </Dialog>
  );
}
