import { Hono } from "hono";
import { MAX_FILTER_LENGTH } from "../../../shared/catalogue/filter-length";
import { parseId } from "../../../shared/ids";
import { pathId } from "../../edge/params";
import type { ApiEnv } from "../../edge/types";
import { gameDetailJson, gameJson } from "../../edge/wire/catalogue-json";
import { publicReviewJson } from "../../edge/wire/review-json";
import { gameReviewsPage } from "../../reviews/read";
import { getGameDetail } from "../game-detail";
import { listGames } from "../game-list";

/** GET /api/games[?search=…|?name=…], GET /api/games/{id} and its reviews, GET /api/games/{id}/reviews?page=. */
export const gamesApi = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const text = (key: string) => (c.req.query(key) ?? "").slice(0, MAX_FILTER_LENGTH);
    const games = await listGames(c.var.db, { search: text("search"), name: text("name") });
    return c.json(games.map(gameJson));
  })
  .get("/:id", async (c) => {
    const id = pathId(c, "id");
    const { language, currency } = c.var.context;
    const game = await getGameDetail(c.var.db, id, language, currency);
    return c.json(gameDetailJson(game));
  })
  // Newest first, those in the caller's language before the others; not edge-cached, so a review shows at once.
  .get("/:id/reviews", async (c) => {
    const id = pathId(c, "id");
    const page = parseId(c.req.query("page") ?? "1") ?? 1;
    const reviews = await gameReviewsPage(c.var.db, id, c.var.context.language, page);
    return c.json(reviews.map(publicReviewJson));
  });
