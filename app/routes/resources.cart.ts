// The cart drawer's data (app/components/cart/cart-drawer.tsx): its loader lives in the cart area.
import { unlessConnectionLost } from "~/lib/connection-loss";

export { drawerLoader as loader } from "@workers/cart/http/page.server";

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();
