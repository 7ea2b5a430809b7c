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
import { type HoldDecisionDeps, riskHoldOf } from "./risk-holds";

/** What fulfilling a paid order needs, built from the Worker's bindings (webhook and sandbox alike). */
export function webhookDepsFor(db: Database, env: Env, origin: string): WebhookDeps {
  const provider = paymentProviderFor(env, origin);
  const mailDeps = () => ({ db, mailer: createMailer(env, db), origin: publicOrigin(env) });
  const tellHeld = (orderId: number, reviewBy: string) =>
    sendOrderEmail(mailDeps(), orderId, "underReview", { reviewBy });
  return {
    db,
    provider,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    onOrderPaid: async (order) => {
      // Exactly what the order bought leaves the cart; lines added or grown since checkout stay.
      await takeOrderedLines(db, order);
      // The order is paid whatever happens to the email; a failed send is logged, not retried by Stripe.
      // A held order's email says it is under review, and until when, instead of its delivery promise.
      const hold = await riskHoldOf(db, order.id);
      const email =
        hold && !hold.decision ? tellHeld(order.id, hold.reviewBy) : sendOrderEmail(mailDeps(), order.id, "confirmed");
      await email.catch((error: unknown) => logError("order_email_failed", error, { orderId: order.id }));
    },
    // A hold made when the charge's own check arrived after the payment (Stripe sends them in any order).
    onOrderHeld: (order) =>
      tellHeld(order.id, order.reviewBy).catch((error: unknown) =>
        logError("order_email_failed", error, { orderId: order.id }),
      ),
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

/** What deciding a held order needs (the admin's page and API, the housekeeping's deadline), from the Worker's bindings. */
export function holdDecisionDepsFor(db: Database, env: Env): HoldDecisionDeps {
  return {
    db,
    runEffect: (key) => attemptEffect(orderEffectRunnerFor(env, db), key),
    tell: (orderId, kind, details) =>
      sendOrderEmail({ db, mailer: createMailer(env, db), origin: publicOrigin(env) }, orderId, kind, details).catch(
        (error: unknown) => logError("order_email_failed", error, { orderId }),
      ),
  };
}
