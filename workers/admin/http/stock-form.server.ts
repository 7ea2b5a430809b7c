// The stock section of the coin offer and item edit screens (issue 50): the loader's lines and
// history of the offer, and the section's form (intent=stock), answered in place, tagged with its
// intent so the page shows the answer beside the form. Every other intent is the editor's.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { withNumbers } from "@shared/form-numbers";
import type { StockKind } from "@workers/db/schema";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readForm } from "@workers/edge/page-input.server";
import { answering } from "@workers/edge/page-refusals.server";
import { stockChangeSchema } from "@workers/stock/schemas";
import { applyStockChange } from "@workers/stock/stock-changes";
import { stockOfOffer } from "@workers/stock/stock-lines";

export const STOCK_INTENT = "stock";

/** The offer's stock per server and its history; none for a new entry, which has no stock yet. */
export function stockSection(db: Parameters<typeof stockOfOffer>[0], kind: StockKind, idText: string | undefined) {
  return idText === "new" || idText === undefined ? Promise.resolve(null) : stockOfOffer(db, kind, idParam(idText));
}

/** The edit screen's action with the stock form handled first: intent=stock changes one server's line. */
export function withStockForm<A extends (args: ActionFunctionArgs) => Promise<unknown>>(
  kind: StockKind,
  editorAction: A,
) {
  return async (args: ActionFunctionArgs) => {
    const { request, context, params } = args;
    const fields = Object.fromEntries(await request.clone().formData());
    if (fields.intent !== STOCK_INTENT) return editorAction(args);
    return answering(context.t, STOCK_INTENT, async () => {
      const deps = await adminDeps(request, context);
      const input = await readForm(request, stockChangeSchema, withNumbers(fields, ["quantity"]));
      const offerId = idParam(params.id);
      const line = await applyStockChange(deps, { kind, offerId }, input);
      return { ok: true as const, server: input.server, quantity: line?.quantity ?? null };
    });
  };
}
