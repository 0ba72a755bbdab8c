import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionReceipt } from "@contracts/contact";
import type { z } from "zod";
import { CONTACT_FORM, LEAGUE_FORM, type ContactFormKind } from "~/components/contact/contact-forms";
import { Api } from "./api.server";
import { apiErrors, backWithForm, readForm, redirectWithToast } from "./forms.server";

/**
 * The action of a public "name, contact, remark" form: validate with the contract's schema, send
 * it to the API, and come back to the form (post/redirect/get) with the field errors and the
 * input kept, or with the API's success notice and an emptied form.
 */
async function submitContactForm(request: Request, kind: ContactFormKind) {
  const api = await Api.from(request);
  const back = `${new URL(request.url).pathname}#${kind.anchor}`;
  const submission = parseWithZod(await readForm(request), { schema: kind.schema });
  if (submission.status !== "success") return backWithForm(api, kind.name, submission.reply(), back);

  // A login that has ended must not stop a visitor's message: they are sent as a visitor then.
  const result = await api.call<z.infer<typeof SubmissionReceipt>>("POST", kind.endpoint, { body: submission.value, onLoginEnded: "clear" });
  if (!result.ok) return backWithForm(api, kind.name, submission.reply(apiErrors(result)), back);
  return redirectWithToast(api, back, { type: "success", text: result.msg }, () =>
    api.session.flash("form", { form: kind.name, result: submission.reply({ resetForm: true }) }),
  );
}

export const applyToLeague = (request: Request) => submitContactForm(request, LEAGUE_FORM);

export const sendContactMessage = (request: Request) => submitContactForm(request, CONTACT_FORM);
