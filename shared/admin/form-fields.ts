// Valibot pieces for admin forms, shared by the browser (checked before sending) and the server
// (checked again). Form fields arrive as strings; these turn them into the stored types.
import * as v from "valibot";
import { MAX_DELIVERY_MINUTES } from "../delivery-promise";
import { idField } from "../ids";

const trimmed = v.pipe(v.string(), v.trim());

/** A required text of at most `max` characters. */
export function requiredText(max = 200) {
  return v.pipe(trimmed, v.nonEmpty("admin.validation.required"), v.maxLength(max, "admin.validation.tooLong"));
}

/** An optional text (absent means empty) of at most `max` characters. */
export function optionalText(max = 2000) {
  return v.optional(v.pipe(trimmed, v.maxLength(max, "admin.validation.tooLong")), "");
}

/** A price typed as "39.90" or "39,90": above zero, at most two decimals; stored as cents. */
export const priceCents = v.pipe(
  trimmed,
  v.nonEmpty("admin.validation.required"),
  v.regex(/^\d{1,7}([.,]\d{1,2})?$/, "admin.validation.price"),
  v.transform((text) => Math.round(Number(text.replace(",", ".")) * 100)),
  v.minValue(1, "admin.validation.price"),
);

/**
 * A dollar price the admin may leave empty (null: derived from the reais with the store's rate,
 * shared/prices.ts); typed like `priceCents`.
 */
export const optionalPriceCents = v.optional(
  v.pipe(
    trimmed,
    v.regex(/^(\d{1,7}([.,]\d{1,2})?)?$/, "admin.validation.price"),
    v.transform((text) => (text === "" ? null : Math.round(Number(text.replace(",", ".")) * 100))),
    v.check((cents) => cents === null || cents >= 1, "admin.validation.price"),
  ),
  "",
);

/** A checkbox: "on" when ticked, absent when not. */
export const checkbox = v.optional(
  v.pipe(
    v.string(),
    v.transform((text) => text === "on"),
  ),
  "",
);

/** A positive whole number typed in a field. */
export const positiveInteger = v.pipe(
  trimmed,
  v.regex(/^\d{1,9}$/, "admin.validation.positiveInteger"),
  v.transform(Number),
  v.minValue(1, "admin.validation.positiveInteger"),
);

/** A whole number ≥ 0 for ordering; empty means 0. */
export const sortOrder = v.optional(
  v.pipe(trimmed, v.regex(/^\d{0,6}$/, "admin.validation.wholeNumber"), v.transform(Number)),
  "0",
);

/** A list typed one per line or separated by commas, cleaned of blanks and repeats. */
export const textList = v.optional(
  v.pipe(
    v.string(),
    v.transform((text) => [
      ...new Set(
        text
          .split(/[\n,]/)
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ]),
    v.check((list) => list.every((entry) => entry.length <= 60), "admin.validation.listEntryTooLong"),
    v.maxLength(50, "admin.validation.listTooLong"),
  ),
  "",
);

/** Comma-separated positive whole numbers ("1, 2, 5, 10"), kept as typed but normalised. */
export const multiplesList = v.pipe(
  trimmed,
  v.regex(/^\d{1,6}(\s*,\s*\d{1,6})*$/, "admin.validation.multiples"),
  v.transform((text) => text.split(",").map((part) => Number(part.trim()))),
  v.check((list) => list.every((n) => n > 0), "admin.validation.multiples"),
  v.transform((list) => [...new Set(list)].join(",")),
);

/** An image: a site path ("/images/x.svg", "/media/…") or an https address; empty for none. */
export const imageUrl = v.optional(
  v.pipe(
    trimmed,
    v.maxLength(500, "admin.validation.tooLong"),
    v.check((text) => text === "" || /^\/[^/]/.test(text) || /^https:\/\/\S+$/.test(text), "admin.validation.imageUrl"),
  ),
  "",
);

/** The game a coin offer or item belongs to, picked from a select whose first choice is none. */
export const gameChoice = v.pipe(v.optional(trimmed, ""), idField("admin.validation.chooseGame"));

/** One or several values of a checkbox group (the server keeps repeats, the browser sends the last). */
export function checkedValues<const T extends readonly string[]>(options: T) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
      v.check(
        (values) => values.every((value) => (options as readonly string[]).includes(value)),
        "admin.validation.choice",
      ),
      v.transform((values) => options.filter((option) => values.includes(option))),
    ),
    [],
  );
}

/** An entry's delivery promise in minutes; empty keeps the store's default (null). */
export const deliveryMinutes = v.optional(
  v.pipe(
    trimmed,
    v.regex(/^\d{0,5}$/, "admin.validation.deliveryMinutes"),
    v.transform((text) => (text === "" ? null : Number(text))),
    v.check((minutes) => minutes === null || minutes <= MAX_DELIVERY_MINUTES, "admin.validation.deliveryMinutes"),
  ),
  "",
);

/** The steps of a boosting or carry run, one per line, in order (repeats allowed: "Gold" twice is two steps). */
export const milestoneList = v.optional(
  v.pipe(
    v.string(),
    v.transform((text) =>
      text
        .split("\n")
        .map((part) => part.trim())
        .filter(Boolean),
    ),
    v.check((list) => list.length <= 20 && list.every((step) => step.length <= 80), "admin.validation.milestones"),
  ),
  "",
);
/** A stored price as the price field shows it ("39.90"), which `priceCents` reads back. */
export function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The cents a price preview shows while the price is typed: the `priceCents` rule's, or null while the rule refuses it. */
export function typedPriceCents(text: string): number | null {
  const result = v.safeParse(priceCents, text);
  return result.success ? result.output : null;
}

/** The dollar price being typed: cents, null when left to the rate, undefined while the rule refuses it. */
export function typedUsdPriceCents(text: string): number | null | undefined {
  const result = v.safeParse(optionalPriceCents, text);
  return result.success ? result.output : undefined;
}
