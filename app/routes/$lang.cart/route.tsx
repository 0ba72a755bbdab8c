import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CartIdBody, type CartItem } from "@shared/contracts/cart";
import { OrderCreateBody } from "@shared/contracts/order";
import { cartStatus, cartStatusName } from "@shared/domain/cart-status";
import { Dialog } from "~/components/dialogs/Dialog";
import { CheckboxField, ErrorList, Field, SubmitButton, useFlashForm } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { Steps } from "~/components/journey/Steps";
import { TermsPopover } from "~/components/journey/TermsPopover";
import { Img } from "~/components/ui/Img";
import { EmptyWithOpenSite } from "~/components/ui/Features";
import { EmptyState, LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { readForm, redirectWithToast, submitForm } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import { formatMoney } from "~/utils/money";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import { withSearch } from "~/utils/url";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ConfirmDialog } from "~/components/dialogs/ConfirmDialog";
import { SitePicture } from "~/components/templates/TemplatePreview";

export const handle: RouteHandle = { i18n: ["journey", "commerce", "legal", "previews"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const siteName = new URL(request.url).searchParams.get("siteName") ?? "";
  const result = await api.load("/cart/list", { siteName });
  return json(
    {
      title: await pageTitle(api.locale, "commerce", "cart.title"),
      items: result.ok ? result.data.items : null,
      error: result.ok ? null : result.msg,
      siteName,
    },
    { headers: await api.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const formData = await readForm(request);
  const url = new URL(request.url);
  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: CartIdBody });
    const result = submission.status === "success" ? await api.post("/cart/delete", { id: submission.value.id }) : null;
    const to = withSearch(url, { confirmDelete: undefined });
    return redirectWithToast(api, to, result?.ok ? { type: "success", text: result.msg } : { type: "error", key: "commerce:cart.deleteFailed" });
  }
  return submitForm(api, formData, {
    form: "checkout",
    schema: OrderCreateBody,
    hideFields: ["password"],
    backTo: url.pathname + url.search,
    call: (order) => api.post("/order/create", order),
    // Straight on to paying: the order's payment view.
    onSuccess: (order, { msg }) => redirectWithToast(api, `${localePath(api.locale, "my-order")}?pay=${order.id}`, { type: "success", text: msg }),
  });
}

export default function CartPage() {
  const { items, error, siteName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const checkoutItem = items?.find((item) => String(item.id) === params.get("checkout"));
  const deleteItem = items?.find((item) => String(item.id) === params.get("confirmDelete"));

  return (
    <div className="page">
      {/* The cart is the opening station's last step while it holds a site ready to check out. */}
      {items?.some((item) => item.status === cartStatus.valid) ? <Steps current="checkout" /> : null}
      <h1>{t("cart.title")}</h1>
      <Form method="get" className="filter-bar" role="search">
        <label htmlFor="cart-filter">{t("cart.filter")}</label>
        <input id="cart-filter" name="siteName" type="search" defaultValue={siteName} maxLength={100} />
        <button type="submit" className="button small">
          {t("cart.search")}
        </button>
      </Form>
      {!items ? (
        <LoadFailed message={error ?? t("cart.loadFailed")} />
      ) : items.length === 0 && siteName ? (
        <EmptyState text={t("workspace:empty.cartFiltered.text", { query: siteName })}>
          <Link className="button" to={location.pathname}>
            {t("workspace:empty.cartFiltered.action")}
          </Link>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyWithOpenSite text={t("workspace:empty.cart")} />
      ) : (
        <ul className="cart-list">
          {items.map((item) => (
            <li key={item.id} className={`cart-item${item.status === cartStatus.invalid ? " invalid" : ""}`}>
              <SitePicture product={item} siteName={item.siteName} width={200} />
              <div className="cart-info">
                <h2>{item.siteName}</h2>
                <p className="muted">
                  <Img src={item.country.img} alt="" width={20} height={15} className="inline-flag" /> {item.country.countryNames} · {item.package.name} ·{" "}
                  {item.template.name}
                </p>
                <span className="swatch-colors" aria-hidden="true">
                  <span style={{ background: item.colorScheme.color1 }} />
                  <span style={{ background: item.colorScheme.color2 }} />
                  <span style={{ background: item.colorScheme.color3 }} />
                </span>
                <p>
                  <span className={`status-badge ${item.status === cartStatus.valid ? "ok" : "bad"}`}>
                    {t(`cart.${cartStatusName[item.status]}`)}
                  </span>{" "}
                  {item.invalidReason ? <span className="muted">{t(`cart.reason.${item.invalidReason}`)}</span> : null}
                </p>
              </div>
              <div className="cart-price">
                <strong>{formatMoney(item.priceMinor, item.currency, locale)}</strong>
                <small>{t("cart.priceHint")}</small>
              </div>
              <div className="cart-actions">
                {item.status === cartStatus.valid ? (
                  <Link className="button primary" to={withSearch(location, { checkout: String(item.id), confirmDelete: undefined })} preventScrollReset>
                    {t("cart.checkout")}
                  </Link>
                ) : null}
                <Link className="button" to={`${localePath(locale, "choose-theme")}?cartItemId=${item.id}`}>
                  {t("cart.changeTemplate")}
                </Link>
                <Link className="button" to={withSearch(location, { confirmDelete: String(item.id), checkout: undefined })} preventScrollReset>
                  {t("cart.delete")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleteItem ? <DeleteDialog item={deleteItem} /> : null}
      {checkoutItem ? <CheckoutDialog item={checkoutItem} /> : null}
    </div>
  );
}

function DeleteDialog({ item }: { item: CartItem }) {
  const { t } = useTranslation("commerce");
  const location = useLocation();
  return (
    <ConfirmDialog
      title={t("cart.deleteTitle")}
      question={t("cart.deleteConfirm", { siteName: item.siteName })}
      confirm={t("cart.delete")}
      keep={t("common:actions.cancel")}
      closeTo={withSearch(location, { confirmDelete: undefined })}
      intent="delete"
      fields={{ id: item.id }}
      danger
    />
  );
}

function CheckoutDialog({ item }: { item: CartItem }) {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const location = useLocation();
  const [form, fields] = useFlashForm("checkout", OrderCreateBody);
  return (
    <Dialog title={t("cart.checkoutTitle", { siteName: item.siteName })} closeTo={withSearch(location, { checkout: undefined })}>
      <Form method="post" {...getFormProps(form)} className="stack">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={item.id} />
        <dl className="checkout-summary">
          <div>
            <dt>{t("cart.package")}</dt>
            <dd>{item.package.name}</dd>
          </div>
          <div>
            <dt>{t("journey:package.setupFee")}</dt>
            <dd>{formatMoney(item.package.setupFeeMinor, item.currency, locale)}</dd>
          </div>
          <div>
            <dt>{t("journey:package.deposit")}</dt>
            <dd>{formatMoney(item.package.depositMinor, item.currency, locale)}</dd>
          </div>
          <div className="total">
            <dt>{t("journey:package.dueNow")}</dt>
            <dd>{formatMoney(item.priceMinor, item.currency, locale)}</dd>
          </div>
        </dl>
        <p className="muted">{t("cart.operationHint")}</p>
        <ErrorList id={form.errorId} errors={form.errors} />
        <ErrorList errors={fields.id.errors} />
        <Field label={t("cart.operationAccount")} field={fields.account} hint={t("cart.operationRule")} inputProps={{ autoComplete: "off" }} />
        <Field label={t("cart.operationPassword")} field={fields.password} type="password" hint={t("cart.operationRule")} inputProps={{ autoComplete: "new-password" }} />
        <CheckboxField label={t("cart.agree")} field={fields.agreeTerms}>
          <TermsPopover />
        </CheckboxField>
        <div className="dialog-actions">
          <SubmitButton name="intent" value="checkout">
            {t("cart.placeOrder")}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
