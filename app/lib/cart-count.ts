import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** Products (cart lines) in the signed-in shopper's cart, from the root loader (revalidated after every cart change). */
export function useCartCount(): number {
  return useRouteLoaderData<typeof rootLoader>("root")?.cartCount ?? 0;
}

/** Spec section 9: the badge caps at 99+. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}
