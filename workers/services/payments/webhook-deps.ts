import type { Database } from "../../db/client";
import { clearCart } from "../cart/cart";
import { paymentProviderFor } from "./provider-for-env";
import type { WebhookDeps } from "./webhook";

/** What fulfilling a paid order needs, built from the Worker's bindings (webhook and sandbox alike). */
export function webhookDepsFor(db: Database, env: Env, origin: string): WebhookDeps {
  return {
    db,
    provider: paymentProviderFor(env, origin),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    onOrderPaid: async (order) => {
      await clearCart(env.CARTS, order.userId);
    },
  };
}
