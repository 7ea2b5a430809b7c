// POST /api/stock-alerts {email, kind, offer_id, server} (issue 50): a visitor or a shopper asks to
// be told once when a sold-out offer is back on a server. 202 whether the address had asked before
// or not: the answer says nothing about any address.
import { Hono } from "hono";
import type { ApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { askToBeToldFrom, stockAlertSchema } from "../alerts";

export const stockAlertsApi = new Hono<ApiEnv>().post("/", async (c) => {
  const input = await readJson(c, stockAlertSchema);
  const { context } = c.var;
  const user = await context.user();
  await askToBeToldFrom(
    { db: c.var.db, env: c.env },
    { ip: context.caller.ip, language: context.language, userId: user?.id ?? null },
    input,
  );
  return c.json({ ok: true, message: context.t("stock.alert.done") }, 202);
});
