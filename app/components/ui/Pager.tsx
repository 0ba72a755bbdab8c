import { Link, useLocation } from "@remix-run/react";
import { withSearch } from "~/utils/url";

/** Page links of a list (`?page=n`, other parameters kept): the first, the last, and two either side of the current one. */
export function Pager({ page, total, pageSize, label }: { page: number; total: number; pageSize: number; label: string }) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const shown = [...new Set([1, ...Array.from({ length: 5 }, (_, i) => page - 2 + i), pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav className="pager" aria-label={label}>
      {shown.map((n, i) => (
        <span key={n}>
          {i > 0 && n - shown[i - 1] > 1 ? <span aria-hidden="true">…</span> : null}
          <Link to={withSearch(location, { page: String(n) })} aria-current={page === n ? "page" : undefined}>
            {n}
          </Link>
        </span>
      ))}
    </nav>
  );
}
