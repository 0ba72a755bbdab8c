import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { noticeService } from "./service";

/** The merchant's notices: the list, the banner's urgent ones, marking read. */
export function registerNoticeRoutes(api: ApiRouter, deps: Deps) {
  const notices = noticeService(deps);
  api.handle("GET /notice/list", ({ caller, query }) => notices.list(caller, query.page));
  api.handle("GET /notice/alerts", ({ caller }) => notices.alerts(caller));
  api.handle("POST /notice/read", ({ caller, body }) => notices.markRead(caller, body.id));
}
