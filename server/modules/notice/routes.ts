import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { noticeService } from "./service";

/** The merchant's notices: the list and marking read (the banner's urgent ones come with the page's frame, GET /user/frame). */
export function registerNoticeRoutes(api: ApiRouter, deps: Deps) {
  const notices = noticeService(deps);
  api.handle("GET /notice/list", ({ caller, query }) => notices.list(caller, query.page));
  api.handle("POST /notice/read", ({ caller, body }) => notices.markRead(caller, body.id));
}
