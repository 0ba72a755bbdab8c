import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import express from "express";
import helmet from "helmet";
import { negotiateLocale } from "@shared/contracts/locales";
import { TEST_CLOCK_MAX_AGE_MS } from "./clock";
import type { Deps } from "./deps";
import { apiDocs } from "./http/api-docs";
import { ApiRouter } from "./http/api-router";
import { rateLimits } from "./http/rate-limit";
import { refuseDeepJson } from "./http/json-depth";
import { requestLog } from "./http/request-log";
import { trustProxy } from "@shared/process/trust-proxy";
import { errorHandler, notFound } from "./http/error-handler";
import { translator } from "./i18n";
import { createMailer } from "./mail/mailer";
import { passwordResetService } from "./modules/auth/password-reset";
import { registerAuthRoutes } from "./modules/auth/routes";
import { registerBackofficeRoutes } from "./modules/backoffice/routes";
import { authService } from "./modules/auth/service";
import { registerHealthRoutes } from "./modules/health/routes";
import { registerCartRoutes } from "./modules/cart/routes";
import { registerOrderRoutes } from "./modules/order/routes";
import { registerPayRoutes } from "./modules/pay/routes";
import { registerSiteRoutes } from "./modules/site/routes";
import { registerCommonRoutes } from "./modules/common/routes";
import { registerContactRoutes } from "./modules/contact/routes";
import { registerLeagueRoutes } from "./modules/league/routes";
import { registerOpeningStationRoutes } from "./modules/opening-station/routes";
import { emailVerificationService } from "./modules/user/email-verification";
import { registerUserRoutes } from "./modules/user/routes";
import { registerLedgerRoutes } from "./modules/ledger/routes";
import { registerNoticeRoutes } from "./modules/notice/routes";
import { providerAuthenticator } from "./modules/provider/auth";
import { registerProviderRoutes } from "./modules/provider/routes";
import { storefrontServer } from "./modules/storefront/serve";

export const BODY_LIMIT = "100kb";

/** Builds the product API. Middleware order: security headers, logs, locale, body, routes, 404, errors. */
export function createApp(deps: Deps) {
  const app = express();
  app.disable("x-powered-by");
  // Answers are per caller and nobody asks for them conditionally (files are immutable at their address):
  // hashing every body for an ETag is work for no one (decision 045).
  app.set("etag", false);
  app.set("trust proxy", trustProxy(deps.config.TRUST_PROXY));
  app.use(helmet());
  // Browsers talk to the web app, never to this API: only the web app's own pages may read an answer.
  const webOrigin = new URL(deps.config.WEB_URL).origin;
  app.use((_req, res, next) => {
    res.setHeader("Access-Control-Allow-Origin", webOrigin);
    next();
  });
  app.use(requestLog(deps.logger));
  app.use((req, res, next) => {
    res.locals.locale = negotiateLocale(req.get("accept-language"));
    res.locals.t = translator(res.locals.locale);
    next();
  });
  // The testers' clock may have been moved by another process: read again once it is a second old.
  const { clock } = deps;
  if (clock.refresh) app.use((_req, _res, next) => void clock.refresh!(TEST_CLOCK_MAX_AGE_MS).then(() => next(), next));
  app.use(express.json({ limit: BODY_LIMIT, strict: false, verify: refuseDeepJson }));
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));

  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The access token POST /api/login/authorize and /api/login/refresh give: a JWS signed with HS256, verified with that one algorithm pinned and its expiry checked, short-lived (ACCESS_TOKEN_TTL_SECONDS), as RFC8725 recommends",
  });
  registry.registerComponent("securitySchemes", "providerKey", { type: "http", scheme: "bearer", description: "The provider's key (PROVIDER_API_KEY)" });
  registry.registerComponent("securitySchemes", "backofficeToken", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "A site's back-office token from POST /api/backoffice/session: a JWS signed with HS256 under a key of its own, verified with that one algorithm pinned, its audience (backoffice) and expiry checked, as RFC8725 recommends; it ends when the operation password is reset",
  });
  const auth = authService(deps);
  const api = new ApiRouter(registry, auth.authenticate, providerAuthenticator(deps.config), rateLimits(deps));
  registerHealthRoutes(api, deps);
  const mailer = createMailer(deps.config);
  const emailVerification = emailVerificationService(deps, mailer);
  registerAuthRoutes(api, deps, auth, passwordResetService(deps, mailer), emailVerification);
  registerOpeningStationRoutes(api, deps);
  registerCartRoutes(api, deps);
  registerOrderRoutes(api, deps);
  registerPayRoutes(api, deps);
  registerSiteRoutes(api, deps, auth);
  registerCommonRoutes(api);
  registerLeagueRoutes(api, deps, auth);
  registerContactRoutes(api, deps, auth);
  registerUserRoutes(api, deps, auth, emailVerification);
  registerLedgerRoutes(api, deps);
  registerNoticeRoutes(api, deps);
  registerProviderRoutes(api, deps);
  registerBackofficeRoutes(api, deps);

  const openApiDocument = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Casino site portal API",
      version: "1.0.0",
      description: "The product API of the white-label casino site portal.",
      // Not open source: an SPDX reference of our own, as SPDX allows for proprietary licences.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    // Relative: whichever host served this document (production, staging or a local test stack) serves the API.
    servers: [{ url: "/", description: "This API on the host that served this document: production, staging or a local test stack alike", "x-internal": false }],
  });
  api.router.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument);
  });

  api.router.use(apiDocs());
  app.use("/api", api.router);
  app.use(storefrontServer(deps).router());
  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
