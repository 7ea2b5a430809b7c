import { Hono } from "hono";
import { getCurrency } from "../request/currency";
import { getLanguage } from "../request/language";
import { listCoinOffers } from "../services/catalogue/catalogue-entries";
import { coinOfferJson } from "./catalogue-json";
import { readIdParam } from "./params";
import type { ApiEnv } from "./types";

/** GET /api/coins/game/{gameId}: a game's coin offers. */
export const coinsApi = new Hono<ApiEnv>().get("/game/:gameId", async (c) => {
  const param = await readIdParam(c, "gameId");
  if (!param.ok) return param.response;
  const [language, currency] = await Promise.all([getLanguage(c.req.raw), getCurrency(c.req.raw)]);
  const offers = await listCoinOffers(c.var.db, param.id, language, currency);
  return c.json(offers.map((offer) => coinOfferJson(offer, currency)));
});
