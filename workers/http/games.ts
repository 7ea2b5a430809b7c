import { Hono } from "hono";
import { MAX_FILTER_LENGTH } from "../../shared/catalogue/game-page-state";
import { getCurrency } from "../request/currency";
import { getLanguage } from "../request/language";
import { getGameDetail } from "../services/catalogue/game-detail";
import { listGames } from "../services/catalogue/game-list";
import { gameDetailJson, gameJson } from "./catalogue-json";
import { pathId } from "./params";
import type { ApiEnv } from "./types";

/** GET /api/games[?search=…|?name=…] and GET /api/games/{id}. */
export const gamesApi = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const text = (key: string) => (c.req.query(key) ?? "").slice(0, MAX_FILTER_LENGTH);
    const games = await listGames(c.var.db, { search: text("search"), name: text("name") });
    return c.json(games.map(gameJson));
  })
  .get("/:id", async (c) => {
    const id = pathId(c, "id");
    const [language, currency] = await Promise.all([getLanguage(c.req.raw), getCurrency(c.req.raw)]);
    const game = await getGameDetail(c.var.db, id, language, currency);
    return c.json(gameDetailJson(game));
  });
