import type { MetaFunction } from "@remix-run/node";

/** Uses the `title` a loader returned (translated on the server). */
export const titleFromLoader: MetaFunction = ({ data }) => {
  const title = (data as { title?: string } | undefined)?.title;
  return title ? [{ title }] : [];
};
