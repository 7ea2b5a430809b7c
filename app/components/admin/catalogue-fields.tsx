import { priceText } from "@shared/admin/form-fields";
import { type EntryPrice, type Pricing, priceIn } from "@shared/prices";
import type { EntryField } from "~/components/admin/catalogue-editor";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";

/** An entry's price in both currencies, "R$ 39,90 · US$ 7,99" (the dollars set, or by the rate). */
export function useBothPrices(usdPricing: Pricing) {
  const language = usePageLanguage();
  return (price: EntryPrice) =>
    `${formatMoney(price.brlCents, "BRL", language)} · ${formatMoney(priceIn(price, usdPricing), "USD", language)}`;
}

/**
 * An entry's price in reais (`{name}`, typed "39.90" or "39,90": the `priceCents` rule) and in dollars
 * (`{name}Usd`): empty dollars leave it to the store's rate, and their hint says what the rate makes
 * of the reais being typed (`typedCents`, null while they are not a price yet).
 */
export function EntryPrices({
  field,
  name,
  saved,
  typedCents,
  usdPricing,
}: {
  field: (name: string) => EntryField;
  name: string;
  saved: EntryPrice | null;
  typedCents: number | null;
  usdPricing: Pricing;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const byRate =
    typedCents === null
      ? "—"
      : formatMoney(priceIn({ brlCents: typedCents, usdCents: null }, usdPricing), "USD", language);
  return (
    <>
      <Field
        {...field(name)}
        inputMode="decimal"
        defaultValue={saved ? priceText(saved.brlCents) : undefined}
        required
      />
      <Field
        {...field(`${name}Usd`)}
        label={t("admin.prices.usdPrice")}
        inputMode="decimal"
        defaultValue={saved?.usdCents == null ? "" : priceText(saved.usdCents)}
        hint={t("admin.prices.usdHint", { price: byRate })}
      />
    </>
  );
}

/**
 * Where an entry stands among its game's (`sortOrder`: a whole number, empty is 0) and its own
 * delivery promise in minutes (empty keeps the store's default).
 */
export function PositionAndDelivery({
  field,
  saved,
}: {
  field: (name: string) => EntryField;
  saved: { sortOrder: number; deliveryMinutes: number | null } | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field {...field("sortOrder")} inputMode="numeric" defaultValue={saved?.sortOrder ?? 0} />
      <Field
        {...field("deliveryMinutes")}
        label={t("orderTrust.fields.deliveryMinutes")}
        hint={t("orderTrust.fields.deliveryMinutesHint")}
        inputMode="numeric"
        defaultValue={saved?.deliveryMinutes ?? ""}
      />
    </>
  );
}
