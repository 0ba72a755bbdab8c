import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import type { ShellData } from "~/utils/shell.server";

/**
 * What every page's frame knows (the root loader's data: who is logged in, the notices of this
 * page), for components that need it. Typed from the shell's loader, not the root route, so no
 * component imports the route that renders it.
 */
export function useShell(): SerializeFrom<ShellData> | undefined {
  return useRouteLoaderData("root") as SerializeFrom<ShellData> | undefined;
}

/** The logged-in merchant as the header shows them, or null for a visitor. */
export function useUser() {
  return useShell()?.user ?? null;
}

/** The last result of the form named `name`, carried by the flash session across its redirect. */
export function useFlashResult(name: string): SubmissionResult<string[]> | undefined {
  const form = useShell()?.form;
  return form?.form === name ? (form.result as SubmissionResult<string[]>) : undefined;
}
