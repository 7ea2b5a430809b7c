// GET /api/admin/exports/{catalogue|orders|stock|customers}.csv (issue 53): the store's spreadsheets,
// streamed (workers/admin/exports.ts). Each file asks its own power (workers/admin/page-permissions.ts):
// the catalogue and stock `catalogue`, the orders `orders`, the customers `personal_data`, refused
// 403 `forbidden` before any work, and every customers download audited. The file's language is the
// request's (or `?lang=en|pt`); the orders' `from` and `to` (YYYY-MM-DD, both included, this month so
// far when not given) are days in the store's time zone.
import { STORE_TIME_ZONE } from "@shared/time-zone";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { invalidInput } from "../../edge/refusals";
import { requireAdmin, staffDeps } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { DomainError } from "../../kernel/domain-error";
import { catalogueCsvStream, customersCsvStream, ordersCsvStream, stockCsvStream, thisMonthSoFar } from "../exports";
import { csvDownloadHeaders, csvLanguageOf } from "../spreadsheet-csv";

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.isoDate());

/**
 * The orders' range from the address: each day well formed, the first not after the last; a day not
 * given is this month's first (`from`) or today (`to`), in the store's time zone.
 */
export function orderRangeOf(params: URLSearchParams): { from: string; to: string } {
  const fallback = thisMonthSoFar(STORE_TIME_ZONE);
  const from = params.get("from") || fallback.from;
  const to = params.get("to") || fallback.to;
  const issues = [
    v.is(day, from) ? null : { field: "from", message: "admin.validation.date" },
    v.is(day, to) ? null : { field: "to", message: "admin.validation.date" },
  ].filter((issue) => issue !== null);
  if (issues.length > 0) throw invalidInput(issues);
  if (from > to) throw new DomainError("validation_error", "adminExports.errors.range", 400, "from");
  return { from, to };
}

const today = () => new Date().toISOString().slice(0, 10);

function download(stream: ReadableStream<Uint8Array>, name: string) {
  return new Response(stream, { headers: csvDownloadHeaders(`${name}-${today()}.csv`) });
}

const languageOf = (c: Context<AuthedApiEnv>) => csvLanguageOf(c.req.raw, c.var.context.language);

export const adminExportsApi = new Hono<AuthedApiEnv>()
  .use(requireAdmin)
  .get("/catalogue.csv", (c) => download(catalogueCsvStream(c.var.db, languageOf(c)), "catalogue"))
  .get("/stock.csv", (c) => download(stockCsvStream(c.var.db, languageOf(c), STORE_TIME_ZONE), "stock"))
  .get("/orders.csv", (c) => {
    const { from, to } = orderRangeOf(new URL(c.req.url).searchParams);
    const stream = ordersCsvStream(c.var.db, { from, to, timeZone: STORE_TIME_ZONE, language: languageOf(c) });
    return new Response(stream, { headers: csvDownloadHeaders(`orders-${from}-to-${to}.csv`) });
  })
  .get("/customers.csv", async (c) => {
    const { stream } = await customersCsvStream(staffDeps(c), languageOf(c), STORE_TIME_ZONE);
    return download(stream, "customers");
  });
