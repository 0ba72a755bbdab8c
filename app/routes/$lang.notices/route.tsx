import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { noticeValues } from "@shared/contracts/notice";
import { SubmitButton } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { Pager } from "~/components/ui/Pager";
import { EmptyState, LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { readForm, submitForm } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import { LocalTime } from "~/components/ui/LocalTime";

export const handle: RouteHandle = { i18n: ["notices"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

/** The merchant's notices: every event of the agreement about their sites and account, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const result = await api.load("/notice/list", { page });
  return json(
    { title: await pageTitle(api.locale, "notices", "page.title"), list: result.ok ? result.data : null },
    { headers: await api.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const url = new URL(request.url);
  return submitForm(api, await readForm(request), {
    form: "notices-read",
    schema: z.object({}),
    errorsAs: "toast",
    backTo: url.pathname + url.search,
    call: () => api.post("/notice/read", {}),
  });
}

export default function NoticesPage() {
  const { list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("notices");
  const locale = useLocale();
  return (
    <div className="page">
      <h1>{t("page.title")}</h1>
      {!list ? (
        <LoadFailed />
      ) : list.items.length === 0 ? (
        <EmptyState text={t("page.empty")} />
      ) : (
        <>
          {list.unread > 0 ? (
            <Form method="post" className="row-actions">
              <AuthenticityTokenInput />
              <SubmitButton className="button small">{t("page.markAllRead")}</SubmitButton>
            </Form>
          ) : null}
          <ol className="notice-list">
            {list.items.map((notice) => {
              const values = noticeValues(notice.params, locale);
              return (
                <li key={notice.id} className={`notice-item${notice.read ? "" : " unread"}${notice.active ? " active" : ""}`}>
                  <h2>
                    {t(`${notice.kind}.title`, values)}{" "}
                    {!notice.read ? <span className="status-badge">{t("page.unread")}</span> : null}
                    {notice.active ? <span className="status-badge warn">{t("page.urgent")}</span> : null}
                  </h2>
                  <p>{t(`${notice.kind}.body`, values)}</p>
                  <p className="muted">
                    <LocalTime iso={notice.occurredAt} locale={locale} options={{ timeZone: "UTC" }} suffix=" UTC" />
                    {notice.siteId !== null ? (
                      <>
                        {" · "}
                        <a href={`${localePath(locale, "my-site")}?site=${notice.siteId}#site-${notice.siteId}`}>{t("page.viewSite")}</a>
                      </>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ol>
          <Pager page={list.page} total={list.total} pageSize={list.pageSize} label={t("page.pages")} />
        </>
      )}
    </div>
  );
}
