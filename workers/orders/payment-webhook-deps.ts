import { takeOrderedLines } from "../cart/cart-store";
import type { Database } from "../db/client";
import { createMailer } from "../effects/mailer";
import { attemptEffect } from "../effects/runner";
import { logError } from "../kernel/log";
import { publicOrigin } from "../kernel/public-origin";
import { paymentProviderFor } from "../payments/provider-for-env";
import { orderEffectRunnerFor } from "./order-effects";
import { sendOrderEmail, sendRefundEmail } from "./order-emails";
import type { WebhookDeps } from "./payment-webhook";

/** What fulfilling a paid order needs, built from the Worker's bindings (webhook and sandbox alike). */
export function webhookDepsFor(db: Database, env: Env, origin: string): WebhookDeps {
  const provider = paymentProviderFor(env, origin);
  const mailDeps = () => ({ db, mailer: createMailer(env, db), origin: publicOrigin(env) });
  return {
    db,
    provider,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    onOrderPaid: async (order) => {
      // Exactly what the order bought leaves the cart; lines added or grown since checkout stay.
      await takeOrderedLines(db, order);
      // The order is paid whatever happens to the email; a failed send is logged, not retried by Stripe.
      await sendOrderEmail(mailDeps(), order.id, "confirmed").catch((error: unknown) =>
        logError("order_email_failed", error, { orderId: order.id }),
      );
    },
    onRefundRecorded: (orderId, refund) =>
      sendRefundEmail(mailDeps(), orderId, refund).catch((error: unknown) =>
        logError("order_email_failed", error, { orderId }),
      ),
    // Told once (the email's key is the order's): the order was cancelled and its payment is on its way back.
    onSoldOut: (order) =>
      sendOrderEmail(mailDeps(), order.id, "soldOut").catch((error: unknown) =>
        logError("order_email_failed", error, { orderId: order.id }),
      ),
    runEffect: (key) => attemptEffect({ ...orderEffectRunnerFor(env, db), provider: () => provider }, key),
  };
}
