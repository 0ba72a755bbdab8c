import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CartItem } from "@shared/contracts/cart";
import { CartTemplateBody } from "@shared/contracts/cart";
import { RadioGroupField, SubmitButton } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { Steps } from "~/components/journey/Steps";
import { SchemeThumbnailStyles, Swatch, TemplateThumbnails, templatePreviewHref } from "~/components/templates/TemplatePreview";
import { EmptyState, LoadFailed } from "~/components/ui/LoadFailed";
import { useFlashResult } from "~/components/hooks/useShell";
import { requireLogin } from "~/utils/api.server";
import { readForm, submitForm } from "~/utils/forms.server";
import { loadMarketCatalogue } from "~/utils/catalogue.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import { withSearch } from "~/utils/url";
import templateStyles from "~/styles/templates.css";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

export const handle: RouteHandle = { i18n: ["journey", "templates"], meta: { requiresLogin: true } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: templateStyles }];

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
    const detail = await api.load("/cart/detail", { id: cartItemId });
    if (!detail.ok) throw redirect(localePath(api.locale, "cart"), { headers: await api.headers() });
    item = detail.data;
    countriesId = String(item.country.id);
  }
  const categoryId = params.get("categoryId") ?? undefined;
  const { categories, templates: list, error } = await loadMarketCatalogue(api, countriesId, { categories: true, templates: { categoryId } });
  return json(
    {
      title: await pageTitle(api.locale, "journey", "theme.title"),
      countriesId,
      packageId: params.get("packageId") ?? "",
      categoryId: categoryId ?? null,
      item,
      categories,
      list,
      error,
    },
    { headers: await api.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const url = new URL(request.url);
  return submitForm(api, await readForm(request), {
    form: "theme",
    schema: CartTemplateBody,
    backTo: url.pathname + url.search,
    call: (design) => api.post("/cart/template", design),
    successTo: localePath(api.locale, "cart"),
  });
}

export default function ChooseThemePage() {
  const { countriesId, packageId, categoryId, item, categories, list, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("journey");
  const locale = useLocale();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const flash = useFlashResult("theme");
  const initialColor = params.get("colorSchemeId") ?? String(item?.colorScheme.id ?? list?.colorSchemes[0]?.id ?? "");
  // With JavaScript the preview links follow the scheme picked; without, they carry the one loaded.
  const [chosenColor, setChosenColor] = useState(initialColor);

  if (!list) {
    return (
      <div className="page narrow">
        <h1>{t("theme.title")}</h1>
        <LoadFailed message={error ?? undefined} />
      </div>
    );
  }
  const chosenTemplate = params.get("templateId") ?? String(item?.template.id ?? list.templates.find((tpl) => tpl.isDefault)?.id ?? "");
  const fallbackScheme = list.colorSchemes.find((scheme) => String(scheme.id) === initialColor) ?? list.colorSchemes[0];

  return (
    <div className="page journey">
      {item ? null : (
        <Steps
          current="template"
          links={{
            market: `${localePath(locale, "introduction")}?countriesId=${countriesId}`,
            package: `${localePath(locale, "package")}?countriesId=${countriesId}&packageId=${packageId}`,
          }}
        />
      )}
      <h1>{item ? t("theme.changeTitle", { siteName: item.siteName }) : t("theme.title")}</h1>
      {categories && categories.length > 1 ? (
        <nav className="category-filter" aria-label={t("theme.categories")}>
          <Link to={withSearch(location, { categoryId: undefined })} aria-current={categoryId ? undefined : "page"} preventScrollReset>
            {t("theme.allCategories")}
          </Link>
          {categories.map((category) => (
            <Link
              key={category.id}
              to={withSearch(location, { categoryId: String(category.id) })}
              aria-current={categoryId === String(category.id) ? "page" : undefined}
              preventScrollReset
            >
              {category.name} <span className="count">({category.templateCount})</span>
            </Link>
          ))}
        </nav>
      ) : null}
      <SchemeThumbnailStyles scope=".theme-form" name="colorSchemeId" schemes={list.colorSchemes} fallback={fallbackScheme} />
      <Form
        method={item ? "post" : "get"}
        action={item ? undefined : localePath(locale, "created")}
        className="theme-form"
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          if (input.name === "colorSchemeId") setChosenColor(input.value);
        }}
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
        <RadioGroupField
          legend={t("theme.colors")}
          field={{ name: "colorSchemeId", errors: flash?.error?.colorSchemeId ?? undefined, errorId: "colorSchemeId-error" }}
          className="swatch-grid"
          optionClassName="swatch"
          required
          checked={initialColor}
          options={list.colorSchemes.map((scheme) => ({
            value: scheme.id,
            label: (
              <>
                <Swatch scheme={scheme} />
                <span>{scheme.name}</span>
              </>
            ),
          }))}
        />
        <RadioGroupField
          legend={t("theme.templates")}
          field={{ name: "templateId", errors: flash?.error?.templateId ?? undefined, errorId: "templateId-error" }}
          className="template-grid"
          optionClassName="template-card"
          required
          checked={chosenTemplate}
          options={list.templates.map((template) => ({
            value: template.id,
            label: (
              <>
                <TemplateThumbnails template={template} schemes={list.colorSchemes} />
                <span className="template-name">{template.name}</span>
                <span className="template-description">{template.description}</span>
              </>
            ),
            extra: (
              <Link
                className="preview-link"
                to={templatePreviewHref(locale, template.id, { countriesId, packageId, cartItemId: item?.id, colorSchemeId: chosenColor, name: params.get("name") })}
              >
                {t("theme.preview", { name: template.name })}
              </Link>
            ),
          }))}
        >
          {list.templates.length === 0 ? <EmptyState /> : null}
        </RadioGroupField>
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
    </div>
  );
}
