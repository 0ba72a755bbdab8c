import { getFormProps } from "@conform-to/react";
import { Form, useRouteLoaderData } from "@remix-run/react";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorList, FileField, SubmitButton, useFlashForm } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { AVATAR_UPLOAD_TYPES } from "@shared/contracts/avatar";
import { localePath } from "~/utils/locale";
import { AVATAR_ACCEPT, AVATAR_FORM, AvatarForm } from "./avatar-form";

/**
 * The avatar: the current picture (or the default one), a plain file upload, and a way to remove it.
 * With JavaScript, a chosen picture is previewed in place before it is uploaded.
 */
export function AvatarSection({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation("personal");
  const action = localePath(useLocale(), "personal/avatar");
  // The upload's token rides in its address too, so the web server checks it before reading the
  // file (decision 011); the hidden field is still checked after.
  const uploadToken = useRouteLoaderData<{ uploadToken?: string }>("root")?.uploadToken ?? "";
  const [form, fields] = useFlashForm(AVATAR_FORM, AvatarForm);
  const [preview, setPreview] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setPreview(null);
    const file = event.currentTarget.files?.[0];
    // A data: URL, as the page's CSP allows (img-src 'self' data:); only the types offered.
    if (!file || !(AVATAR_UPLOAD_TYPES as readonly string[]).includes(file.type)) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
  };
  return (
    <section className="personal-avatar" aria-labelledby="personal-avatar-heading">
      <h3 id="personal-avatar-heading">{t("avatar.title")}</h3>
      <div className="personal-avatar-row">
        <img
          src={preview ?? avatarUrl ?? "/images/avatar.svg"}
          alt={preview ? t("avatar.preview") : avatarUrl ? t("avatar.current") : t("avatar.none")}
          // A file that is not a picture after all: back to the current one.
          onError={preview ? () => setPreview(null) : undefined}
          width={96}
          height={96}
          className="avatar personal-avatar-image"
        />
        <div className="stack">
          <Form method="post" action={`${action}?upload=${encodeURIComponent(uploadToken)}`} encType="multipart/form-data" {...getFormProps(form)} className="stack">
            <AuthenticityTokenInput />
            <ErrorList id={form.errorId} errors={form.errors} />
            <FileField label={t("avatar.file")} field={fields.avatar} hint={t("avatar.hint")} accept={AVATAR_ACCEPT} onChange={choose} />
            <div>
              <SubmitButton name="intent" value="upload">
                {t("avatar.upload")}
              </SubmitButton>
            </div>
          </Form>
          {avatarUrl ? (
            <Form method="post" action={action}>
              <AuthenticityTokenInput />
              <SubmitButton name="intent" value="remove" className="button">
                {t("avatar.remove")}
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
