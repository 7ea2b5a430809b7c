// Discount codes for admins (issue 34): POST /api/admin/codes makes one, GET /api/admin/codes/{id}
// answers it with its uses, reserved uses, discount given and revenue, PATCH pauses or resumes it.
// Admins only, on the admin pages' terms (workers/accounts/admin-access.ts): signed in, an admin,
// with a second factor on a deployed store, and a passkey's session when the store requires one.
import { Hono } from "hono";
import { codeActiveSchema, newCodeSchema } from "../../../shared/promotions/schemas";
import { pathId } from "../../edge/params";
import { requireAdmin, staffDeps } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { centsToDecimal as toAmount } from "../../edge/wire/catalogue-json";
import type { PromoCode } from "../apply";
import { type AmountInForce, type CodeStats, createCode, getCodeStats, setCodeActive } from "../codes";

const amountOrNull = (cents: number | null) => (cents === null ? null : toAmount(cents));

function codeJson(code: PromoCode) {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    percent: code.percent,
    amount_brl: amountOrNull(code.amountBrlCents),
    amount_usd: amountOrNull(code.amountUsdCents),
    min_total_brl: amountOrNull(code.minTotalBrlCents),
    min_total_usd: amountOrNull(code.minTotalUsdCents),
    max_uses: code.maxUses,
    max_uses_per_shopper: code.maxUsesPerShopper,
    first_order_only: code.firstOrderOnly,
    starts_at: code.startsAt,
    ends_at: code.endsAt,
    game_ids: code.gameIds,
    sale_types: code.saleTypes,
    item_ids: code.itemIds,
    coin_offer_ids: code.coinOfferIds,
    active: code.active,
  };
}

/** An amount rule in both currencies as checkout applies it now; `by_rate` names the currency that follows the other. */
const inForceJson = (amount: AmountInForce | null) =>
  amount === null ? null : { BRL: toAmount(amount.BRL), USD: toAmount(amount.USD), by_rate: amount.byRate };

function statsJson(stats: CodeStats) {
  return {
    ...codeJson(stats.code),
    status: stats.status,
    uses: stats.uses,
    reserved: stats.reserved,
    discount_given: { BRL: toAmount(stats.discountGiven.BRL), USD: toAmount(stats.discountGiven.USD) },
    revenue: { BRL: toAmount(stats.revenue.BRL), USD: toAmount(stats.revenue.USD) },
    in_force: { min_total: inForceJson(stats.inForce.minimum), amount: inForceJson(stats.inForce.discount) },
  };
}

export const adminCodesApi = new Hono<AuthedApiEnv>()
  .use(requireAdmin)
  .post("/", async (c) => {
    const input = await readJson(c, newCodeSchema);
    return c.json(codeJson(await createCode(staffDeps(c), input)), 201);
  })
  .get("/:id", async (c) => c.json(statsJson(await getCodeStats(c.var.db, pathId(c, "id")))))
  .patch("/:id", async (c) => {
    const id = pathId(c, "id");
    const { active } = await readJson(c, codeActiveSchema);
    await setCodeActive(staffDeps(c), id, active);
    return c.json(statsJson(await getCodeStats(c.var.db, id)));
  });
