// What a shopper sends to check out. `user_id`, `cart_items` and any price the old client sent are
// accepted and ignored: the order is built from the session's user and the server-side cart.
import * as v from "valibot";
import { shopperCode } from "../promotions/shopper-code";
import { fromWire } from "../wire-names";

/** The wire name of the payment method (shared/wire-names.ts); `flow` is the same in both. */
export const checkoutWireNames = { paymentMethod: "metodo_pagamento" } as const;

/** The methods a shopper may pay with, in the order the payment step offers them. */
export const PAYMENT_METHODS = ["credit_card", "debit_card", "pix"] as const;

/** A payment attempt (checkout, pay now) as the payment step and the API send it, read in the domain's names. */
export const checkoutSchema = v.pipe(
  v.object({
    metodo_pagamento: v.picklist(PAYMENT_METHODS, "checkout.methodRequired"),
    /** "embedded" shows the card form on /checkout; "redirect" sends the shopper to the payment page. */
    flow: v.optional(v.picklist(["redirect", "embedded"], "checkout.methodRequired"), "redirect"),
    /** A discount code (checkout only; a pending order paid again keeps the code it was placed with). */
    code: v.optional(shopperCode),
  }),
  v.transform((wire) => fromWire(checkoutWireNames, wire)),
);

export const cancelOrderSchema = v.object({
  session_id: v.pipe(
    v.string("checkout.sessionRequired"),
    v.trim(),
    v.nonEmpty("checkout.sessionRequired"),
    v.maxLength(255),
  ),
});

export const sandboxPaySchema = v.object({
  card_number: v.optional(v.pipe(v.string(), v.maxLength(32))),
  /** The bank's answer on the 3-D Secure step (Stripe's test card 4000 0027 6000 3184). */
  three_d_secure: v.optional(v.picklist(["complete", "fail"])),
});

/** What the sandbox's Pix buttons (and the countdown running out) play. */
export const sandboxPixSchema = v.object({
  outcome: v.picklist(["paid", "failed", "expired"]),
});

/** Stripe's reasons a bank gives for a dispute, as the sandbox plays them. */
export const DISPUTE_REASONS = [
  "fraudulent",
  "product_not_received",
  "unrecognized",
  "duplicate",
  "subscription_canceled",
  "product_unacceptable",
  "credit_not_processed",
  "general",
] as const;

/** The sandbox's dispute (POST /api/sandbox/disputes): the shopper's bank disputing a paid order. */
export const sandboxDisputeSchema = v.object({
  order_id: v.pipe(v.number("admin.validation.positiveInteger"), v.integer(), v.minValue(1)),
  reason: v.optional(v.picklist(DISPUTE_REASONS), "fraudulent"),
});

/** What an admin adds to a dispute's evidence when submitting it. */
export const disputeSubmitSchema = v.object({
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, "orderMoney.dispute.noteTooLong")), ""),
});

/**
 * A manager's review of an order held by the risk rules (POST /api/admin/orders/{id}/review, and the
 * admin order page's form): approve it for delivery, or refuse it (refunded in full). `reason` is
 * what the shopper reads when it is refused.
 */
export const riskReviewSchema = v.object({
  decision: v.picklist(["approve", "refuse"], "riskHolds.errors.decision"),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, "riskHolds.errors.reasonTooLong")), ""),
});
