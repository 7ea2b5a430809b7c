// The cart drawer's data (app/components/cart/cart-drawer.tsx). Unlike the /cart page it never
// sends anyone to sign in: a caller without a session (one that ended since the page loaded) gets
// `signed_out` and the drawer shows its login prompt; spec section 4: a 401 on load is an empty
// cart, not an error.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadCartView } from "@workers/cart/http/page.server";
import { logError } from "@workers/kernel/log";
import { unlessConnectionLost } from "~/lib/connection-loss";

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.user();
  if (!user) return { status: "signed_out" as const };
  try {
    return { status: "ok" as const, ...(await loadCartView(context, user.id)) };
  } catch (error) {
    // The drawer shows "Error loading cart" with a retry instead of the page's error screen.
    logError("cart_drawer_load_failed", error);
    return { status: "error" as const };
  }
}

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();
