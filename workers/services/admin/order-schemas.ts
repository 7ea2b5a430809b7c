// The admin order forms: the list's filters (from the address) and a status change or refund.
import * as v from "valibot";
import { ORDER_STATUSES } from "../../db/schema";
import { optionalText } from "./form-fields";

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

export const refundSchema = v.object({ note: optionalText(500), confirmed });
