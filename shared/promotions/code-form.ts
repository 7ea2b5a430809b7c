// The admin's "new discount code" form read as the API's JSON body, so one schema (newCodeSchema,
// ./schemas.ts) checks the form in the browser, the form on the server and POST /api/admin/codes.
// Form fields are texts; a text that is not what its field takes is passed on as typed, so the
// schema refuses it with that field's message instead of the form silently dropping it.
import * as v from "valibot";
import { isTimeZone, STORE_TIME_ZONE, zonedTimeToIso } from "../time-zone";
import { codeActiveSchema, newCodeSchema } from "./schemas";

type FormFields = Record<string, string | string[] | undefined>;

/** The form's fields that hold a whole number, an amount, a time, and a list of ids. */
const COUNTS = ["percent", "max_uses", "max_uses_per_shopper"] as const;
const AMOUNTS = ["amount_brl", "amount_usd", "min_total_brl", "min_total_usd"] as const;
const TIMES = ["starts_at", "ends_at"] as const;
/** The fields that belong to the other kind of code. */
const IGNORED_BY_KIND: Record<string, readonly string[]> = {
  percent: ["amount_brl", "amount_usd"],
  amount: ["percent"],
};

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? "") : (value ?? "")).trim();
const list = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((entry) => entry !== "");

function count(typed: string): number | string | undefined {
  if (typed === "") return undefined;
  return /^\d{1,9}$/.test(typed) ? Number(typed) : typed;
}

/** "39.90" or "39,90". */
function amount(typed: string): number | string | undefined {
  if (typed === "") return undefined;
  return /^\d{1,7}([.,]\d{1,2})?$/.test(typed) ? Number(typed.replace(",", ".")) : typed;
}

/** Ids typed as "12, 15 20", or chosen in a group of boxes. */
function ids(values: string[]): number[] | string {
  const tokens = values.flatMap((value) => value.split(/[\s,;]+/)).filter(Boolean);
  return tokens.every((token) => /^\d{1,9}$/.test(token)) ? tokens.map(Number) : tokens.join(", ");
}

/** The form's fields as the API's body; times are read in the zone the form was shown in (`time_zone`). */
export function codeFormToWire(fields: FormFields): Record<string, unknown> {
  const zone = text(fields.time_zone);
  const timeZone = isTimeZone(zone) ? zone : STORE_TIME_ZONE;
  const wire: Record<string, unknown> = {
    code: text(fields.code),
    kind: text(fields.kind),
    first_order_only: text(fields.first_order_only) !== "",
  };
  for (const name of COUNTS) wire[name] = count(text(fields[name]));
  for (const name of AMOUNTS) wire[name] = amount(text(fields[name]));
  // The form holds the fields of both kinds and shows the chosen kind's (app/routes/admin.codes.$id.tsx); what
  // is left typed in the hidden ones is not part of the code.
  for (const name of IGNORED_BY_KIND[String(wire.kind)] ?? []) delete wire[name];
  for (const name of TIMES) {
    const typed = text(fields[name]);
    if (typed !== "") wire[name] = zonedTimeToIso(typed, timeZone) ?? typed;
  }
  for (const name of ["game_ids", "item_ids", "coin_offer_ids"] as const) {
    const chosen = list(fields[name]);
    if (chosen.length > 0) wire[name] = ids(chosen);
  }
  const saleTypes = list(fields.sale_types);
  if (saleTypes.length > 0) wire.sale_types = saleTypes;
  return wire;
}

/** The form checked by the API's own schema. */
export const newCodeFormSchema = v.pipe(
  v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  // Typed as the body it stands for; the schema that follows checks that it is.
  v.transform((fields) => codeFormToWire(fields) as v.InferInput<typeof newCodeSchema>),
  newCodeSchema,
);

/** The one-button pause or resume form: `active` is "true" or "false", read into the API's body. */
export const codeActiveFormSchema = v.pipe(
  v.object({ active: v.picklist(["true", "false"], "promotions.admin.errors.value") }),
  v.transform(({ active }) => ({ active: active === "true" })),
  codeActiveSchema,
);
