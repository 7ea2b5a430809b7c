import { Hono } from "hono";
import { getCurrency } from "../request/currency";
import { getLanguage } from "../request/language";
import { getCatalogueItem } from "../services/catalogue/catalogue-entries";
import { itemJson } from "./catalogue-json";
import { readIdParam } from "./params";
import type { ApiEnv } from "./types";

/** GET /api/items/{id}: one item, currency item, boosting or carry run. */
export const itemsApi = new Hono<ApiEnv>().get("/:id", async (c) => {
  const param = await readIdParam(c, "id");
  if (!param.ok) return param.response;
  const [language, currency] = await Promise.all([getLanguage(c.req.raw), getCurrency(c.req.raw)]);
  const item = await getCatalogueItem(c.var.db, param.id, language, currency);
  return c.json(itemJson(item, currency));
});
