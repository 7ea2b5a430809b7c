// The admin's stock per offer and server (issue 50): GET /api/admin/stock/{coin|item}/{id} answers
// each server's line (in hand, held by shoppers paying now, available; null where unlimited) and the
// history; PUT sets one server's line {server, quantity, reason}, or adds, removes or makes it
// unlimited with `change`. Under the catalogue permission (workers/admin/page-permissions.ts).
import { type Context, Hono } from "hono";
import { pathId } from "../../edge/params";
import { requireAdmin, staffDeps } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { bulkStockChangeSchema, stockChangeSchema } from "../schemas";
import { applyStockChange, applyStockChanges } from "../stock-changes";
import { type AdminStockLine, distinctLines, type StockHistoryEntry, stockOfOffer } from "../stock-lines";

const lineJson = (line: AdminStockLine) => ({
  server: line.server,
  quantity: line.quantity,
  held: line.held,
  available: line.available,
});

const historyJson = (entry: StockHistoryEntry) => ({
  id: entry.id,
  server: entry.server,
  change: entry.change,
  delta: entry.delta,
  quantity_after: entry.quantityAfter,
  reason: entry.reason,
  order_id: entry.orderId,
  by: entry.actorName,
  at: entry.createdAt,
});

async function offerJson(c: Context<AuthedApiEnv>, kind: "coin" | "item", offerId: number) {
  const { lines, history } = await stockOfOffer(c.var.db, kind, offerId);
  return { kind, offer_id: offerId, lines: lines.map(lineJson), history: history.map(historyJson) };
}

/** The two calls for one kind of offer: its lines and history, and a change of one server's line. */
function offerRoutes(kind: "coin" | "item") {
  return new Hono<AuthedApiEnv>()
    .get("/:id", async (c) => c.json(await offerJson(c, kind, pathId(c, "id"))))
    .put("/:id", async (c) => {
      const offerId = pathId(c, "id");
      const input = await readJson(c, stockChangeSchema);
      await applyStockChange(staffDeps(c), { kind, offerId }, input);
      return c.json(await offerJson(c, kind, offerId));
    });
}

export const adminStockApi = new Hono<AuthedApiEnv>()
  .use(requireAdmin)
  // The same change on many lines at once (the stock page's bulk form): all of them or none.
  .put("/", async (c) => {
    const { lines, ...fields } = await readJson(c, bulkStockChangeSchema);
    const refs = distinctLines(lines.map(({ offer_id, ...line }) => ({ ...line, offerId: offer_id })));
    await applyStockChanges(staffDeps(c), refs, fields);
    return c.json({ changed: refs.length });
  })
  .route("/coin", offerRoutes("coin"))
  .route("/item", offerRoutes("item"));
