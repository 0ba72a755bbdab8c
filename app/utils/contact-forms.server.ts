import { CONTACT_FORM, LEAGUE_FORM, type ContactFormKind } from "~/components/contact/contact-forms";
import { Api } from "./api.server";
import { readForm, submitForm } from "./forms.server";

/**
 * The action of a public "name, contact, remark" form: validate with the contract's schema, send
 * it to the API, and come back to the form (post/redirect/get) with the field errors and the
 * input kept, or with the API's success notice and an emptied form.
 */
async function submitContactForm(request: Request, kind: ContactFormKind) {
  const api = await Api.from(request);
  return submitForm(api, await readForm(request), {
    form: kind.name,
    schema: kind.schema,
    backTo: `${new URL(request.url).pathname}#${kind.anchor}`,
    // A login that has ended must not stop a visitor's message: they are sent as a visitor then.
    call: (message) => api.post(kind.endpoint, message, { onLoginEnded: "clear" }),
    resetOnSuccess: true,
  });
}

export const applyToLeague = (request: Request) => submitContactForm(request, LEAGUE_FORM);

export const sendContactMessage = (request: Request) => submitContactForm(request, CONTACT_FORM);
