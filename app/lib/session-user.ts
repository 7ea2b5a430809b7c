import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** The signed-in user as the shell knows it (from the root loader), or null for a visitor. */
export function useSessionUser() {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}
