// What an admin sends to change a stock line (issue 50): PUT /api/admin/stock/{coin|item}/{id} and
// the catalogue edit screens' stock form read the same schema.
import * as v from "valibot";
import { STOCK_CHANGES } from "../db/schema";
import { MAX_BULK_LINES, MAX_STOCK } from "./stock-changes";

const quantity = v.pipe(
  v.number("stock.refusals.badQuantity"),
  v.safeInteger("stock.refusals.badQuantity"),
  v.minValue(0, "stock.refusals.badQuantity"),
  v.maxValue(MAX_STOCK, "stock.refusals.badQuantity"),
);

/**
 * `change` is "set" unless said ("add", "remove", "unlimited"); a set with `quantity: null` makes the
 * line unlimited. `server` is "" for a game without servers. Every change has its reason.
 */
const server = v.optional(v.pipe(v.string("stock.refusals.unknownServer"), v.trim(), v.maxLength(100)), "");

const changeFields = {
  quantity: v.nullish(quantity, null),
  reason: v.pipe(
    v.string("stock.refusals.reasonRequired"),
    v.trim(),
    v.nonEmpty("stock.refusals.reasonRequired"),
    v.maxLength(300, "stock.refusals.reasonTooLong"),
  ),
  change: v.optional(
    v.picklist(
      STOCK_CHANGES.filter((change) => change !== "sale"),
      "stock.refusals.badChange",
    ),
    "set",
  ),
};

export const stockChangeSchema = v.object({ server, ...changeFields });
export type StockChangeInput = v.InferOutput<typeof stockChangeSchema>;

/** One counted line named by the bulk change: the offer's kind and id, and the server. */
const lineRef = v.object({
  kind: v.picklist(["coin", "item"], "stock.refusals.offerNotFound"),
  offer_id: v.pipe(v.number("stock.refusals.offerNotFound"), v.safeInteger("stock.refusals.offerNotFound")),
  server,
});

/**
 * `PUT /api/admin/stock` and the stock page's bulk form: one change, quantity and reason for up to
 * MAX_BULK_LINES lines (a line named twice counts once).
 */
export const bulkStockChangeSchema = v.object({
  lines: v.pipe(
    v.array(lineRef, "stock.refusals.pickLines"),
    v.minLength(1, "stock.refusals.pickLines"),
    v.maxLength(MAX_BULK_LINES, "stock.refusals.tooManyLines"),
  ),
  ...changeFields,
});
export type BulkStockChangeInput = v.InferOutput<typeof bulkStockChangeSchema>;
