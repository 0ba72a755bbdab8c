import type { ApiRouter } from "../../http/api-router";
import { phoneCodes } from "./service";

export function registerCommonRoutes(api: ApiRouter) {
  api.handle("GET /common/get-phone-code", async ({ locale }) => phoneCodes(locale));
}
