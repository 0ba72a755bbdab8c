import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountPasswordField, ErrorList, Field, SubmitButton } from "~/components/forms";
import { requireLogin } from "~/utils/api.server";
import { titleFromLoader } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import { readForm } from "~/utils/forms.server";
import { CodeField, TextareaField, usePersonalForm } from "./personal-form";
import { EmailWithCodeForm, EmailWithPasswordForm, FORMS, SECTIONS, type Section } from "./personal-forms";
import { loadPersonal, submitPersonal } from "./personal.server";
import { AvatarSection } from "./avatar";
import { SecuritySection } from "./security";
import { DevicesSection } from "./devices";
import { SecurityLogSection } from "./security-log";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

export const handle: RouteHandle = { i18n: ["personal", "account-security"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const data = await loadPersonal(api, new URL(request.url));
  return json(
    { title: await pageTitle(api.locale, "personal", "title"), ...data },
    // Personal data, and on step 2 the key being bound: never kept by a cache.
    { headers: await api.headers({ "Cache-Control": "no-store" }) },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  return submitPersonal(api, await readForm(request));
}

export type PersonalData = ReturnType<typeof useLoaderData<typeof loader>>;

/** A section's name: the devices' comes from the namespace of recovery codes and devices (decision 036). */
/** The devices' and the log's titles are in their own namespaces, the other sections' in the page's. */
function useSectionName() {
  const { t } = useTranslation(["personal", "account-security", "security"]);
  return (section: Section) =>
    section === "devices" ? t("account-security:devices.title") : section === "log" ? t("security:log.title") : t(`personal:sections.${section}`);
}

export default function PersonalPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("personal");
  const sectionName = useSectionName();
  const location = useLocation();
  return (
    <div className="page personal">
      <h1>{t("title")}</h1>
      <div className="personal-layout">
        <nav className="personal-nav" aria-label={t("sections.label")}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section}>
                <Link to={`?section=${section}`} aria-current={section === data.section ? "page" : undefined} className="personal-nav-link">
                  {sectionName(section)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A new location (after each submit's redirect) starts the forms afresh: no password stays typed in. */}
        <section className="card personal-panel" aria-labelledby="personal-heading" key={location.key}>
          <h2 id="personal-heading">{sectionName(data.section)}</h2>
          <SectionContent section={data.section} data={data} />
        </section>
      </div>
    </div>
  );
}

function SectionContent({ section, data }: { section: Section; data: PersonalData }) {
  switch (section) {
    case "info":
      return <InfoSection user={data.user} />;
    case "password":
      return <PasswordSection />;
    case "email":
      return <EmailSection user={data.user} />;
    case "security":
      return <SecuritySection user={data.user} pendingKey={data.pendingKey} recovery={data.recovery} />;
    case "devices":
      return <DevicesSection devices={data.devices ?? []} />;
    case "log":
      return <SecurityLogSection log={data.securityLog} />;
  }
}

function InfoSection({ user }: { user: PersonalData["user"] }) {
  const { t } = useTranslation("personal");
  const [form, fields] = usePersonalForm("profile", FORMS.profile, {
    nickname: user.nickname,
    realName: user.realName,
    phone: user.phone,
    otherContact: user.otherContact,
    remark: user.remark,
  });
  return (
    <>
      <AvatarSection avatarUrl={user.avatarUrl} />
      <dl className="personal-facts">
        <div>
          <dt>{t("info.account")}</dt>
          <dd>{user.account}</dd>
        </div>
        <div>
          <dt>{t("info.email")}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <Form method="post" {...getFormProps(form)} className="stack personal-form">
        <AuthenticityTokenInput />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label={t("info.nickname")} field={fields.nickname} inputProps={{ autoComplete: "nickname" }} />
        <Field label={t("info.realName")} field={fields.realName} inputProps={{ autoComplete: "name" }} />
        <Field label={t("info.phone")} field={fields.phone} type="tel" hint={t("info.phoneHint")} inputProps={{ autoComplete: "tel" }} />
        <Field label={t("info.otherContact")} field={fields.otherContact} hint={t("info.otherContactHint")} />
        <TextareaField label={t("info.remark")} field={fields.remark} />
        <div>
          <SubmitButton name="intent" value="profile">
            {t("info.submit")}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

function PasswordSection() {
  const { t } = useTranslation("personal");
  const [form, fields] = usePersonalForm("password", FORMS.password);
  return (
    <Form method="post" {...getFormProps(form)} className="stack personal-form">
      <AuthenticityTokenInput />
      <p className="personal-intro">{t("password.intro")}</p>
      <ErrorList id={form.errorId} errors={form.errors} />
      <Field label={t("password.oldPassword")} field={fields.oldPassword} type="password" inputProps={{ autoComplete: "current-password" }} />
      <Field
        label={t("password.newPassword")}
        field={fields.newPassword}
        type="password"
        hint={t("password.newPasswordHint")}
        inputProps={{ autoComplete: "new-password" }}
      />
      <Field label={t("password.confirmPassword")} field={fields.confirmPassword} type="password" inputProps={{ autoComplete: "new-password" }} />
      <div>
        <SubmitButton name="intent" value="password">
          {t("password.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function EmailSection({ user }: { user: PersonalData["user"] }) {
  const { t } = useTranslation("personal");
  const schema = user.authenticatorBound ? EmailWithCodeForm : EmailWithPasswordForm;
  const [form, fields] = usePersonalForm("email", schema);
  return (
    <Form method="post" {...getFormProps(form)} className="stack personal-form">
      <AuthenticityTokenInput />
      <dl className="personal-facts">
        <div>
          <dt>{t("email.current")}</dt>
          <dd>
            <span>{user.email}</span>{" "}
            <strong className={user.emailVerified ? "personal-badge personal-badge-on" : "personal-badge"}>
              {t(user.emailVerified ? "security:status.verified" : "security:status.unverified")}
            </strong>
          </dd>
        </div>
      </dl>
      <ErrorList id={form.errorId} errors={form.errors} />
      <Field label={t("email.newEmail")} field={fields.newEmail} type="email" inputProps={{ autoComplete: "email" }} />
      {user.authenticatorBound ? (
        <CodeField field={fields.oldPIN} orRecoveryCode />
      ) : (
        <>
          <AccountPasswordField field={fields.password} />
          <p className="notice">
            {t("email.noAuthenticator")} <Link to="?section=security">{t("email.bindLink")}</Link>
          </p>
        </>
      )}
      <div>
        <SubmitButton name="intent" value="email">
          {t("email.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
