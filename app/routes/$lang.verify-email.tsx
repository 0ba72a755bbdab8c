import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { VerifyEmailBody } from "@shared/contracts/security";
import { VERIFY_EMAIL_FORM } from "~/components/account/EmailVerificationNotice";
import { requireLogin } from "~/utils/api.server";
import { readForm, submitForm } from "~/utils/forms.server";
import { localeFromPathname, localePath } from "~/utils/locale";

/** Only the notice's forms post here; a visit (a bookmark, a reload) goes to the personal page. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localePath(localeFromPathname(new URL(request.url).pathname), "personal"));
}

/** The verification notice's two forms (decision 035): the mailed code, or a new code. Both go back where they came from. */
export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "send") {
    return submitForm(api, formData, {
      form: VERIFY_EMAIL_FORM,
      schema: z.object({}),
      errorsAs: "toast",
      call: () => api.post("/user/verify-email/send", undefined),
    });
  }
  return submitForm(api, formData, {
    form: VERIFY_EMAIL_FORM,
    schema: VerifyEmailBody,
    call: (body) => api.post("/user/verify-email", body),
  });
}
