import { Hono } from "hono";
import { pathId } from "../../edge/params";
import type { ApiEnv } from "../../edge/types";
import { itemJson } from "../../edge/wire/catalogue-json";
import { getCatalogueItem } from "../catalogue-entries";

/** GET /api/items/{id}: one item, currency item, boosting or carry run. */
export const itemsApi = new Hono<ApiEnv>().get("/:id", async (c) => {
  const id = pathId(c, "id");
  const { language, currency } = c.var.context;
  const item = await getCatalogueItem(c.var.db, id, language, currency);
  return c.json(itemJson(item, currency));
});
