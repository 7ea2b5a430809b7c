import { Form, useLocation, useRouteLoaderData } from "@remix-run/react";
import { BASE_CURRENCY, CURRENCIES, type Currency } from "@shared/prices";
import { useTranslation } from "~/i18n/use-translation";
import type { loader as rootLoader } from "~/root";

const labels: Record<Currency, { short: string; key: "header.switchToBrl" | "header.switchToUsd" }> = {
  BRL: { short: "R$", key: "header.switchToBrl" },
  USD: { short: "US$", key: "header.switchToUsd" },
};

/** The shopper's currency (R$ / US$), beside the language switch: a plain form post like it. */
export function CurrencySwitch() {
  const { t } = useTranslation();
  const location = useLocation();
  const current = useRouteLoaderData<typeof rootLoader>("root")?.currency ?? BASE_CURRENCY;
  return (
    <Form method="post" action="/set-currency" className="language-switch" aria-label={t("header.currency")}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="submit"
          name="currency"
          value={currency}
          aria-pressed={current === currency}
          aria-label={t(labels[currency].key)}
          title={t(labels[currency].key)}
          data-testid={`currency-${currency}`}
        >
          {labels[currency].short}
        </button>
      ))}
    </Form>
  );
}
