import { redirect } from "@remix-run/node";
import { z } from "zod";
import type { Api } from "~/utils/api.server";
import { submitForm } from "~/utils/forms.server";
import { AVATAR_FORM, AvatarForm } from "./avatar-form";
import { personalUrl, rememberUser } from "./personal.server";

/**
 * The avatar's two forms (upload, remove), posted to /<lang>/personal/avatar: the only form of the
 * site that carries a file, so the only one the web server lets past FORM_BODY_LIMIT_BYTES
 * (AVATAR_FORM_LIMIT_BYTES). Both go back to the personal page; the header shows the change.
 */
export async function submitAvatar(api: Api, formData: FormData) {
  const backTo = personalUrl(api, "info");
  switch (formData.get("intent")) {
    case "upload":
      return submitForm(api, formData, {
        form: AVATAR_FORM,
        schema: AvatarForm,
        backTo,
        hideFields: ["avatar"],
        call: async ({ avatar }) => api.upload("/user/avatar", { bytes: new Uint8Array(await avatar.arrayBuffer()), type: avatar.type }),
        onSuccess: (user) => rememberUser(api, user),
      });
    case "remove":
      return submitForm(api, formData, {
        form: AVATAR_FORM,
        schema: z.object({}),
        backTo,
        errorsAs: "toast",
        call: () => api.post("/user/avatar/remove", undefined),
        onSuccess: (user) => rememberUser(api, user),
      });
    default:
      return redirect(backTo, { headers: await api.headers() });
  }
}
