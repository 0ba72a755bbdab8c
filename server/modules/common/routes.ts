import { z } from "zod";
import { PhoneCode } from "../../contracts/common";
import type { ApiRouter } from "../../http/api-router";
import { phoneCodes } from "./service";

export function registerCommonRoutes(api: ApiRouter) {
  api.get(
    "/common/get-phone-code",
    { summary: "Calling codes of every country, named and sorted in the request's language", tags: ["common"], auth: false, response: z.array(PhoneCode) },
    async ({ locale }) => phoneCodes(locale),
  );
}
