// What a shopper sends to check out. `user_id`, `cart_items` and any price the old client sent are
// accepted and ignored: the order is built from the session's user and the server-side cart.
import * as v from "valibot";

export const checkoutSchema = v.object({
  metodo_pagamento: v.picklist(["credit_card", "debit_card", "pix"], "checkout.methodRequired"),
  /** "embedded" shows the card form on /checkout; "redirect" sends the shopper to the payment page. */
  flow: v.optional(v.picklist(["redirect", "embedded"], "checkout.methodRequired"), "redirect"),
});

/** The wire name of the field a checkout refusal may name (workers/http/wire-names.ts). */
export const checkoutWireNames = { paymentMethod: "metodo_pagamento" } as const;

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
