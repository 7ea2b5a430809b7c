// The admin order forms: the list's filters (from the address) and a status change or refund.
import * as v from "valibot";
import { optionalText, priceCents } from "../../shared/admin/form-fields";
import { ORDER_STATUSES } from "../db/schema";

const day = v.optional(
  v.pipe(
    v.string(),
    v.check((text) => text === "" || /^\d{4}-\d{2}-\d{2}$/.test(text), "admin.validation.date"),
    v.transform((text) => text || null),
  ),
  "",
);

export const orderFiltersSchema = v.object({
  status: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => ORDER_STATUSES.find((status) => status === text) ?? null),
    ),
    "",
  ),
  from: day,
  to: day,
  customer: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ""),
  /** "1": only the orders shoppers withdrew from (the 7-day right, orders/withdrawal.ts). */
  withdrawn: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text === "1"),
    ),
    "",
  ),
});

/**
 * "yes" once the admin has read what the change does (the confirm step): without it the admin
 * page answers with that step instead of moving the order or its money.
 */
const confirmed = v.optional(v.picklist(["yes"], "admin.validation.choice"));

export const statusChangeSchema = v.object({
  to: v.picklist(ORDER_STATUSES, "admin.validation.choice"),
  note: optionalText(500),
  confirmed,
});

/** What the admin typed about a refund (the history's note). */
const refundNote = optionalText(500);
/** Unique per refund asked for: a form (or call) sent twice with it refunds once; none, a new one. */
const refundKey = v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, "admin.validation.required")), () =>
  crypto.randomUUID(),
);

/** A refund of part or all of what is left to refund; the form's key makes a resent form refund nothing more. */
export const refundSchema = v.object({ amount: priceCents, note: refundNote, confirmed, key: refundKey });

/**
 * The same refund through the API (POST /api/admin/orders/{id}/refund): the amount in the order's
 * minor units, and no confirm step (the caller has decided).
 */
export const refundApiSchema = v.object({
  amount_cents: v.pipe(
    v.number("orderMoney.errors.refundTooLarge"),
    v.integer("orderMoney.errors.refundTooLarge"),
    v.minValue(1, "orderMoney.errors.refundTooLarge"),
  ),
  note: refundNote,
  key: refundKey,
});

/** Accepting a payment that needed review fulfils the order as paid. */
export const acceptPaymentSchema = v.object({ note: optionalText(500) });
