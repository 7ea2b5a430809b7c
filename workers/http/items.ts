import { Hono } from "hono";
import { getCatalogueItem } from "../services/catalogue/catalogue-entries";
import { itemJson } from "./catalogue-json";
import { notFound, readIdParam } from "./params";
import type { ApiEnv } from "./types";

/** GET /api/items/{id}: one item, currency item, boosting or carry run. */
export const itemsApi = new Hono<ApiEnv>().get("/:id", async (c) => {
  const param = await readIdParam(c, "id");
  if (!param.ok) return param.response;
  const item = await getCatalogueItem(c.var.db, param.id);
  return item ? c.json(itemJson(item)) : notFound(c, "catalogue.api.itemNotFound");
});
