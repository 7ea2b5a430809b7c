import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { useSignOutOwed } from "./sign-out-owed";

/** The signed-in user as the store's session has it (the root loader), whatever this browser did since. */
export function useStoreSessionUser() {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}

/**
 * The signed-in user as the shell shows it, or null for a visitor: also null once the person signed
 * out here, even while the store has not heard it yet (./sign-out-owed.ts).
 */
export function useSessionUser() {
  const user = useStoreSessionUser();
  return useSignOutOwed() ? null : user;
}
