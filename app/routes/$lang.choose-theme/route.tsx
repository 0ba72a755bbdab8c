import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CartItem } from "@contracts/cart";
import { CartTemplateBody } from "@contracts/cart";
import type { TemplateCategory, TemplateList } from "@contracts/opening-station";
import { Dialog } from "~/components/dialogs/Dialog";
import { ErrorList, SubmitButton } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { Steps } from "~/components/journey/Steps";
import { Img } from "~/components/ui/Img";
import { EmptyState, LoadFailed } from "~/components/ui/LoadFailed";
import { useFlashResult } from "~/components/hooks/useShell";
import { requireLogin } from "~/utils/api.server";
import { apiErrors, backWithForm, readForm, redirectWithToast } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import { withSearch } from "~/utils/url";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

export const handle: RouteHandle = { i18n: ["journey"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

/**
 * Template and colours for a new site (`?countriesId&packageId`), or for a cart item already
 * chosen (`?cartItemId`): the first goes on to the site information as a GET form, the second
 * saves the change to the item.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const params = new URL(request.url).searchParams;
  let countriesId = params.get("countriesId") ?? "";
  let item: CartItem | null = null;
  const cartItemId = params.get("cartItemId");
  if (cartItemId) {
    const detail = await api.load<CartItem>("/api/cart/detail", { id: cartItemId });
    if (!detail.ok) throw redirect(localePath(api.locale, "cart"), { headers: await api.headers() });
    item = detail.data;
    countriesId = String(item.country.id);
  }
  const categoryId = params.get("categoryId") ?? undefined;
  const [categories, list] = await Promise.all([
    api.load<TemplateCategory[]>("/api/cart/category", { countriesId }),
    api.load<TemplateList>("/api/cart/template-list", { countriesId, categoryId }),
  ]);
  return json(
    {
      title: await pageTitle(api.locale, "journey", "theme.title"),
      countriesId,
      packageId: params.get("packageId") ?? "",
      categoryId: categoryId ?? null,
      item,
      categories: categories.ok ? categories.data : null,
      list: list.ok ? list.data : null,
      error: list.ok ? null : list.msg,
    },
    { headers: await api.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: CartTemplateBody });
  const back = new URL(request.url);
  if (submission.status !== "success") return backWithForm(api, "theme", submission.reply(), back.pathname + back.search);
  const result = await api.post<CartItem>("/api/cart/template", submission.value);
  if (!result.ok) return backWithForm(api, "theme", submission.reply(apiErrors(result)), back.pathname + back.search);
  return redirectWithToast(api, localePath(api.locale, "cart"), { type: "success", text: result.msg });
}

export default function ChooseThemePage() {
  const { countriesId, packageId, categoryId, item, categories, list, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("journey");
  const locale = useLocale();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const previewId = params.get("preview");
  const flash = useFlashResult("theme");
  const templateErrors = flash?.error?.templateId;
  const colorErrors = flash?.error?.colorSchemeId;

  if (!list) {
    return (
      <div className="page narrow">
        <h1>{t("theme.title")}</h1>
        <LoadFailed message={error ?? undefined} />
      </div>
    );
  }
  const chosenTemplate = params.get("templateId") ?? String(item?.template.id ?? list.templates.find((tpl) => tpl.isDefault)?.id ?? "");
  const chosenColor = params.get("colorSchemeId") ?? String(item?.colorScheme.id ?? list.colorSchemes[0]?.id ?? "");
  const preview = previewId ? list.templates.find((tpl) => String(tpl.id) === previewId) : undefined;

  return (
    <div className="page journey">
      {item ? null : <Steps current="template" />}
      <h1>{item ? t("theme.changeTitle", { siteName: item.siteName }) : t("theme.title")}</h1>
      {categories && categories.length > 1 ? (
        <nav className="category-filter" aria-label={t("theme.categories")}>
          <Link to={withSearch(location, { categoryId: undefined, preview: undefined })} aria-current={categoryId ? undefined : "page"} preventScrollReset>
            {t("theme.allCategories")}
          </Link>
          {categories.map((category) => (
            <Link
              key={category.id}
              to={withSearch(location, { categoryId: String(category.id), preview: undefined })}
              aria-current={categoryId === String(category.id) ? "page" : undefined}
              preventScrollReset
            >
              {category.name} <span className="count">({category.templateCount})</span>
            </Link>
          ))}
        </nav>
      ) : null}
      <Form
        method={item ? "post" : "get"}
        action={item ? undefined : localePath(locale, "created")}
        className="theme-form"
      >
        {item ? (
          <>
            <AuthenticityTokenInput />
            <input type="hidden" name="id" value={item.id} />
          </>
        ) : (
          <>
            <input type="hidden" name="countriesId" value={countriesId} />
            <input type="hidden" name="packageId" value={packageId} />
          </>
        )}
        <fieldset className="template-grid">
          <legend>{t("theme.templates")}</legend>
          {list.templates.length === 0 ? <EmptyState /> : null}
          {list.templates.map((template) => (
            <div key={template.id} className="template-card">
              <label>
                <input type="radio" name="templateId" value={template.id} required defaultChecked={String(template.id) === chosenTemplate} />
                <Img src={template.previewImage} alt="" width={320} height={200} />
                <span className="template-name">{template.name}</span>
              </label>
              <Link className="preview-link" to={withSearch(location, { preview: String(template.id) })} preventScrollReset>
                {t("theme.preview", { name: template.name })}
              </Link>
            </div>
          ))}
          <ErrorList errors={templateErrors} />
        </fieldset>
        <fieldset className="swatch-grid">
          <legend>{t("theme.colors")}</legend>
          {list.colorSchemes.map((scheme, index) => (
            <label key={scheme.id} className="swatch">
              <input type="radio" name="colorSchemeId" value={scheme.id} required defaultChecked={String(scheme.id) === chosenColor} />
              <span className="swatch-colors" aria-hidden="true">
                <span style={{ background: scheme.color1 }} />
                <span style={{ background: scheme.color2 }} />
                <span style={{ background: scheme.color3 }} />
              </span>
              <span>{t("theme.scheme", { number: index + 1 })}</span>
            </label>
          ))}
          <ErrorList errors={colorErrors} />
        </fieldset>
        <p className="journey-actions">
          {item ? (
            <SubmitButton>{t("theme.save")}</SubmitButton>
          ) : (
            <button type="submit" className="button primary">
              {t("theme.next")}
            </button>
          )}
          <Link className="button" to={item ? localePath(locale, "cart") : `${localePath(locale, "package")}?countriesId=${countriesId}&packageId=${packageId}`}>
            {t("back")}
          </Link>
        </p>
      </Form>
      {preview ? (
        <Dialog title={preview.name} size="lg" closeTo={withSearch(location, { preview: undefined })}>
          <Img src={preview.previewImage} alt={t("theme.previewAlt", { name: preview.name })} width={800} height={500} className="preview-large" loading="eager" />
        </Dialog>
      ) : null}
    </div>
  );
}
