import { useRouteLoaderData } from "@remix-run/react";
import { BASE_CURRENCY, CURRENCIES, type Currency } from "@shared/currencies";
import type { loader as rootLoader } from "~/root";
import { ChoiceSwitch } from "./choice-switch";

const labels: Record<Currency, { short: string; key: "header.switchToBrl" | "header.switchToUsd" }> = {
  BRL: { short: "R$", key: "header.switchToBrl" },
  USD: { short: "US$", key: "header.switchToUsd" },
};

/** R$ / US$, beside the language switch: the shopper's currency, kept in a cookie by /set-currency. */
export function CurrencySwitch() {
  const current = useRouteLoaderData<typeof rootLoader>("root")?.currency ?? BASE_CURRENCY;
  return (
    <ChoiceSwitch
      action="/set-currency"
      name="currency"
      labelKey="header.currency"
      values={CURRENCIES}
      labels={labels}
      current={current}
      testIdPrefix="currency"
    />
  );
}
