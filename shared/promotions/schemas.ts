// What an admin sends to make a discount code (POST /api/admin/codes) or to pause it, read into the
// domain's names with amounts in cents. The rules between fields (a percent code's percent, a fixed
// code's two amounts, the end after the start, ./code-rules.ts) are checked here too, each as soon
// as the fields it reads are valid, so one answer names every field that is wrong, not the first.
import * as v from "valibot";
import { SALE_TYPES } from "../codes";
import { CODE_PATTERN } from "./code";
import { amountHolds, percentHolds, periodHolds } from "./code-rules";

const WRONG = "promotions.admin.errors.value";

const cents = v.optional(
  v.nullable(
    v.pipe(
      v.number(WRONG),
      v.minValue(0.01, WRONG),
      v.maxValue(1_000_000, WRONG),
      v.transform((amount) => Math.round(amount * 100)),
    ),
  ),
);
const count = v.optional(v.nullable(v.pipe(v.number(WRONG), v.integer(WRONG), v.minValue(1, WRONG))));
const time = v.optional(
  v.nullable(
    v.pipe(
      v.string(WRONG),
      v.isoTimestamp(WRONG),
      v.transform((at) => new Date(at).toISOString()),
    ),
  ),
);
const ids = v.optional(v.nullable(v.array(v.pipe(v.number(WRONG), v.integer(WRONG), v.minValue(1, WRONG)))));

export const newCodeSchema = v.pipe(
  v.object({
    code: v.pipe(
      v.string("promotions.admin.errors.code"),
      v.trim(),
      v.regex(CODE_PATTERN, "promotions.admin.errors.code"),
    ),
    kind: v.picklist(["percent", "amount"], WRONG),
    percent: count,
    amount_brl: cents,
    amount_usd: cents,
    min_total_brl: cents,
    min_total_usd: cents,
    max_uses: count,
    max_uses_per_shopper: count,
    first_order_only: v.optional(v.boolean(WRONG), false),
    starts_at: time,
    ends_at: time,
    game_ids: ids,
    sale_types: v.optional(v.nullable(v.array(v.picklist(SALE_TYPES, WRONG)))),
    item_ids: ids,
    coin_offer_ids: ids,
  }),
  // partialCheck runs when the fields it names are valid, whatever else is wrong.
  v.forward(
    v.partialCheck(
      [["kind"], ["percent"]],
      (wire) => percentHolds(wire.kind, wire.percent),
      "promotions.admin.errors.percent",
    ),
    ["percent"],
  ),
  v.forward(
    v.partialCheck(
      [["kind"], ["amount_brl"], ["amount_usd"]],
      (wire) => amountHolds(wire.kind, wire.amount_brl, wire.amount_usd),
      "promotions.admin.errors.amounts",
    ),
    ["amount_brl"],
  ),
  v.forward(
    v.partialCheck(
      [["starts_at"], ["ends_at"]],
      (wire) => periodHolds(wire.starts_at, wire.ends_at),
      "promotions.admin.errors.period",
    ),
    ["ends_at"],
  ),
  v.transform((wire) => ({
    code: wire.code,
    kind: wire.kind,
    percent: wire.percent,
    amountBrlCents: wire.amount_brl,
    amountUsdCents: wire.amount_usd,
    minTotalBrlCents: wire.min_total_brl,
    minTotalUsdCents: wire.min_total_usd,
    maxUses: wire.max_uses,
    maxUsesPerShopper: wire.max_uses_per_shopper,
    firstOrderOnly: wire.first_order_only,
    startsAt: wire.starts_at,
    endsAt: wire.ends_at,
    gameIds: wire.game_ids,
    saleTypes: wire.sale_types,
    itemIds: wire.item_ids,
    coinOfferIds: wire.coin_offer_ids,
  })),
);

export const codeActiveSchema = v.object({ active: v.boolean(WRONG) });
