import type { Database } from "../db/client";
import { createMailer } from "../effects/mailer";
import { publicOrigin } from "../kernel/public-origin";
import type { CompensationDeps } from "../orders/compensation";
import { sendOrderEmail } from "../orders/order-emails";
import { paymentProviderFor } from "../payments/provider-for-env";

/** What the scheduled compensation needs, from the Worker's bindings: the payment adapter and the shopper's email. */
export function compensationDepsFor(db: Database, env: Env): CompensationDeps {
  const origin = publicOrigin(env);
  return {
    db,
    provider: paymentProviderFor(env, origin),
    notify: (orderId, compensation) =>
      sendOrderEmail({ db, mailer: createMailer(env, db), origin }, orderId, "compensated", compensation),
  };
}
