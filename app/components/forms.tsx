import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Errors are translation keys (from the shared zod rules) or texts already translated by the API. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t } = useTranslation();
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <ul id={id} className="field-errors" role="alert">
      {list.map((error) => (
        <li key={error}>{t(error)}</li>
      ))}
    </ul>
  );
}

/** A labelled input wired once for aria-invalid and aria-describedby. */
export function Field({
  label,
  field,
  type = "text",
  hint,
  inputProps,
}: {
  label: ReactNode;
  field: FieldMetadata<any>;
  type?: "text" | "password" | "email" | "tel" | "number" | "url" | "search";
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const hintId = useId();
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...props} {...inputProps} key={props.key} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A submit button that shows it is working while its form is being submitted. */
export function SubmitButton({
  children,
  formAction,
  className = "button primary",
  name,
  value,
}: {
  children: ReactNode;
  formAction?: string;
  className?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const pending =
    navigation.state === "submitting" &&
    (!formAction || navigation.formAction === formAction) &&
    (!name || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      className={className}
      name={name}
      value={value}
      formAction={formAction}
      aria-busy={pending}
      disabled={pending}
      // Keep focus in the field being typed in: its blur validation would otherwise show an error,
      // move this button down and make the click miss it.
      onMouseDown={(event) => event.preventDefault()}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      {pending ? <span className="visually-hidden">{t("actions.working")}</span> : null}
    </button>
  );
}
