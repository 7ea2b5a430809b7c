// The admin's stock page (/admin/stock, app/routes/admin.stock.tsx renders it): every counted line
// of every offer on sale, scarcest first, each a link to its offer's screen; and its bulk form, the
// same change (set, add, remove, unlimited) with one reason on every ticked line, all or none.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { withNumbers } from "@shared/form-numbers";
import { stockLineOfKey } from "@shared/stock/line-key";
import { adminDeps } from "@workers/edge/page-guards.server";
import { readAdminForm, readForm } from "@workers/edge/page-input.server";
import { keepingTyped, refusable } from "@workers/edge/page-refusals.server";
import { getStoreSettings } from "@workers/settings/store-settings";
import { bulkStockChangeSchema } from "@workers/stock/schemas";
import { applyStockChanges } from "@workers/stock/stock-changes";
import { distinctLines, STOCK_PAGE_LINES, scarcestStockQuery } from "@workers/stock/stock-lines";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const [lines, settings] = await Promise.all([scarcestStockQuery(db, STOCK_PAGE_LINES), getStoreSettings(db)]);
  return { lines, lowStockThreshold: settings.lowStockThreshold, title: context.t("stock.page.title") };
}

export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const deps = await adminDeps(request, context);
  const { line, ...fields } = await readAdminForm(request);
  // Each ticked row posts its line's key; one no row could have posted is left for the schema to refuse.
  const keys = line === undefined ? [] : [line].flat();
  const typed = { line: keys, change: fields.change, quantity: fields.quantity, reason: fields.reason };
  return keepingTyped(context.t, typed, async () => {
    const lines = keys.map((key) => {
      const named = stockLineOfKey(key);
      return named ? { kind: named.kind, offer_id: named.offerId, server: named.server } : key;
    });
    const input = await readForm(request, bulkStockChangeSchema, { ...withNumbers(fields, ["quantity"]), lines });
    const refs = distinctLines(input.lines.map(({ offer_id, ...ref }) => ({ ...ref, offerId: offer_id })));
    await applyStockChanges(deps, refs, input);
    return { changed: refs.length };
  });
});
