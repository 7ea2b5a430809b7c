import { type EntryPrice, type Pricing, priceIn } from "@shared/prices";
import { priceText } from "@workers/services/admin/form-fields";
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
 * The dollar price beside the reais: empty leaves it to the store's rate, and the hint says what the
 * rate makes of the reais being typed (`brlCents`, null while they are not a price yet).
 */
export function UsdPriceField({
  label,
  name,
  cents,
  brlCents,
  usdPricing,
  errors,
}: {
  label: string;
  name: string;
  cents: number | null | undefined;
  brlCents: number | null;
  usdPricing: Pricing;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const byRate =
    brlCents === null ? "—" : formatMoney(priceIn({ brlCents, usdCents: null }, usdPricing), "USD", language);
  return (
    <Field
      label={label}
      name={name}
      inputMode="decimal"
      defaultValue={cents == null ? "" : priceText(cents)}
      hint={t("admin.prices.usdHint", { price: byRate })}
      errors={errors}
    />
  );
}

/** A price in reais typed as "39.90" or "39,90" (the `priceCents` rule), showing the stored `cents` when editing. */
export function PriceField({
  label,
  name,
  cents,
  errors,
}: {
  label: string;
  name: string;
  cents: number | undefined;
  errors: string[] | undefined;
}) {
  return (
    <Field
      label={label}
      name={name}
      inputMode="decimal"
      defaultValue={cents === undefined ? undefined : priceText(cents)}
      required
      errors={errors}
    />
  );
}

/** An entry's position among its game's entries (`sortOrder`: a whole number, empty is 0). */
export function PositionField({
  label,
  position,
  errors,
}: {
  label: string;
  position: number | undefined;
  errors: string[] | undefined;
}) {
  return <Field label={label} name="sortOrder" inputMode="numeric" defaultValue={position ?? 0} errors={errors} />;
}
