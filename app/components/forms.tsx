import { getInputProps, getSelectProps, getTextareaProps, useForm, type DefaultValue, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { useId, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messageKey } from "@shared/contracts/messages";
import { useFlashResult } from "~/components/hooks/useShell";

/**
 * The one form recipe: conform with the same zod schema in the browser as the action uses on the
 * server, validation on blur then on input, and the last result flashed by the action's redirect
 * (so errors and the user's input come back without JavaScript too). `name` is the form's id and
 * the name its action flashes the result under.
 */
export function useFlashForm<S extends z.ZodType<any, Record<string, any>>>(
  name: string,
  schema: S,
  options: {
    defaultValue?: DefaultValue<z.input<S>>;
    onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
    /** conform's parse options, e.g. disableAutoCoercion for forms where an empty field means "clear". */
    parse?: { disableAutoCoercion?: boolean };
    /** The flashed result when a session of the page's own carries it (a site's back office), not the portal's. */
    lastResult?: SubmissionResult<string[]>;
  } = {},
) {
  const shellResult = useFlashResult(name);
  const lastResult = options.lastResult ?? shellResult;
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    // Suffixed: a page section is often named like its form (help-center#contact).
    id: `${name}-form`,
    lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, ...options.parse }),
    onSubmit: options.onSubmit,
  });
  // conform re-renders a form only for the state read while its caller rendered; errors read
  // inside child field components were not always counted, so a refused submit showed nothing.
  // Reading every error here re-renders the form whenever any error changes.
  void form.allErrors;
  return [form, fields] as const;
}

/** Errors are translation keys (from the shared zod rules) or texts already translated by the API. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t } = useTranslation();
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <ul id={id} className="field-errors" role="alert">
      {list.map((error) => {
        const [key, values] = messageKey(error);
        return <li key={error}>{t(key, values)}</li>;
      })}
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
    <FieldFrame label={label} field={field} hint={hint} hintId={hintId}>
      <input {...props} {...inputProps} key={props.key} />
    </FieldFrame>
  );
}

/** A file input wired like Field (its form needs encType="multipart/form-data"). */
export function FileField({
  label,
  field,
  hint,
  accept,
  onChange,
}: {
  label: ReactNode;
  field: FieldMetadata<any>;
  hint?: ReactNode;
  accept: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const hintId = useId();
  const props = getInputProps(field, { type: "file", ariaDescribedBy: hint ? hintId : undefined });
  return (
    <FieldFrame label={label} field={field} hint={hint} hintId={hintId}>
      <input {...props} accept={accept} onChange={onChange} key={props.key} />
    </FieldFrame>
  );
}

/** What every field has around its control: the label, the hint it is described by, its errors. */
function FieldFrame({ label, field, hint, hintId, children }: { label: ReactNode; field: FieldMetadata<any>; hint?: ReactNode; hintId: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {children}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * A Google Authenticator code input (the page loads the `personal` translations). `orRecoveryCode`:
 * where one of the account's recovery codes is accepted in its place (the page loads `account-security`).
 */
export function CodeField({ field, label, orRecoveryCode }: { field: FieldMetadata<any>; label?: ReactNode; orRecoveryCode?: boolean }) {
  const { t } = useTranslation(["personal", "account-security"]);
  if (orRecoveryCode) {
    return (
      <Field
        label={label ?? t("account-security:code.label")}
        field={field}
        hint={t("account-security:code.hint")}
        // Letters too, and room for the hyphen of a recovery code (abcde-fghjk).
        inputProps={{ autoComplete: "one-time-code", maxLength: 11, autoCapitalize: "none", spellCheck: false, className: "personal-code-input personal-recovery-input" }}
      />
    );
  }
  return (
    <Field
      label={label ?? t("security.code")}
      field={field}
      hint={t("security.codeHint")}
      inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6, className: "personal-code-input" }}
    />
  );
}

/** The account password asked before a sensitive change (step-up), with why it is asked. */
export function AccountPasswordField({ field }: { field: FieldMetadata<any> }) {
  const { t } = useTranslation();
  return <Field label={t("stepUp.password")} field={field} type="password" hint={t("stepUp.hint")} inputProps={{ autoComplete: "current-password" }} />;
}

export function TextareaField({ label, field, hint }: { label: ReactNode; field: FieldMetadata<any>; hint?: ReactNode }) {
  const hintId = useId();
  const props = getTextareaProps(field, { ariaDescribedBy: hint ? hintId : undefined });
  return (
    <FieldFrame label={label} field={field} hint={hint} hintId={hintId}>
      <textarea {...props} key={props.key} rows={4} />
    </FieldFrame>
  );
}

/**
 * A labelled select. It starts with an empty, disabled choice (a required select needs one in
 * HTML); `defaultValue` picks an option unless the flashed input says otherwise.
 */
export function SelectField({
  label,
  field,
  options,
  defaultValue,
  hint,
}: {
  label: ReactNode;
  field: FieldMetadata<any>;
  options: { value: string | number; label: string }[];
  defaultValue?: string | number;
  hint?: ReactNode;
}) {
  const hintId = useId();
  const props = getSelectProps(field, { ariaDescribedBy: hint ? hintId : undefined });
  return (
    <FieldFrame label={label} field={field} hint={hint} hintId={hintId}>
      <Select {...props} key={props.key} defaultValue={String(field.initialValue ?? defaultValue ?? "")}>
        <option value="" disabled>
          —
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

/**
 * The product's select: a native select (its keyboard and phone pickers) drawn like the text
 * fields, with its own arrow (app/styles/forms.css). Every select uses it, in a conform form or not.
 */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={className ? `select ${className}` : "select"} />;
}

/**
 * A checkbox with its label beside it; `children` follow the label (a "read the terms" link). The
 * box keeps its own size; the label around it is the 44 px target.
 */
export function CheckboxField({ label, field, children }: { label: ReactNode; field: FieldMetadata<any>; children?: ReactNode }) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div className="field">
      <label className="check">
        <input {...props} key={props.key} className="check-input" />
        <span>{label}</span>
      </label>
      {children}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

export type RadioOption = {
  value: string | number;
  /** What the option's label holds beside the radio button. */
  label: ReactNode;
  /** Shown with the option but outside its label (a preview link, the figures of a package). */
  extra?: ReactNode;
};

/**
 * A choice of one: radio buttons in a fieldset whose legend names the question, and the errors of
 * the choice below them. `field` is a conform field or, in a form without one, just the name.
 */
export function RadioGroupField({
  legend,
  hideLegend = false,
  field,
  options,
  checked,
  required = false,
  className,
  optionClassName,
  labelClassName,
  children,
}: {
  legend: ReactNode;
  hideLegend?: boolean;
  field: { name: string; errors?: string[]; errorId?: string };
  options: RadioOption[];
  /** The value chosen to begin with. */
  checked?: string | number;
  required?: boolean;
  className?: string;
  /** The class of each option (its label, or the box around label and extra). */
  optionClassName?: string;
  /** The class of an option's label when it has an extra. */
  labelClassName?: string;
  /** Shown after the options (an empty state). */
  children?: ReactNode;
}) {
  const invalid = Boolean(field.errors?.length);
  const radio = (option: RadioOption) => (
    <input
      type="radio"
      className="check-input"
      name={field.name}
      value={option.value}
      required={required}
      defaultChecked={checked !== undefined && String(option.value) === String(checked)}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? field.errorId : undefined}
    />
  );
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? "visually-hidden" : undefined}>{legend}</legend>
      {options.map((option) =>
        option.extra === undefined ? (
          <label key={option.value} className={optionClassName}>
            {radio(option)}
            {option.label}
          </label>
        ) : (
          <div key={option.value} className={optionClassName}>
            <label className={labelClassName}>
              {radio(option)}
              {option.label}
            </label>
            {option.extra}
          </div>
        ),
      )}
      {children}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
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
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      {pending ? <span className="visually-hidden">{t("actions.working")}</span> : null}
    </button>
  );
}
