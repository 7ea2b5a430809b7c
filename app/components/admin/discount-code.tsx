import { Form, useNavigation } from "@remix-run/react";
import type { AmountInForce, CodeStats } from "@workers/promotions/codes";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";

type Code = CodeStats["code"];

/** Cents in both currencies, "R$ 10,00 · US$ 2,00". */
export function useBothCurrencies() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (brl: number, usd: number) =>
    t("adminCodes.bothCurrencies", { brl: formatMoney(brl, "BRL", language), usd: formatMoney(usd, "USD", language) });
}

/** One currency of an amount rule: "US$ 9,99", marked when it follows the other at the store's rate. */
export function useAmountInForce() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (amount: AmountInForce, currency: "BRL" | "USD") => {
    const money = formatMoney(amount[currency], currency, language);
    return amount.byRate === currency ? t("adminCodes.details.byRate", { amount: money }) : money;
  };
}

/** What the code takes off: "10 % off", or its amount in both currencies (as given or at the rate). */
export function CodeDiscount({ stats }: { stats: Pick<CodeStats, "code" | "inForce"> }) {
  const { t } = useTranslation();
  const inCurrency = useAmountInForce();
  const amount = stats.inForce.discount;
  if (stats.code.kind === "percent" || amount === null) {
    return <>{t("adminCodes.percentOff", { percent: stats.code.percent ?? 0 })}</>;
  }
  return <>{t("adminCodes.amountOff", { brl: inCurrency(amount, "BRL"), usd: inCurrency(amount, "USD") })}</>;
}

/**
 * Pauses an active code or resumes a paused one at once: one button, posted to the page's action
 * (which works before the script runs), saying so while it is on its way.
 */
export function CodeActiveButton({ code }: { code: Code }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(code.id);
  const [label, busyLabel, named] = code.active
    ? [t("adminCodes.pause"), t("adminCodes.pausing"), t("adminCodes.pauseCode", { code: code.code })]
    : [t("adminCodes.resume"), t("adminCodes.resuming"), t("adminCodes.resumeCode", { code: code.code })];
  return (
    <Form method="post">
      <input type="hidden" name="id" value={code.id} />
      <input type="hidden" name="active" value={code.active ? "false" : "true"} />
      <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy} aria-label={named}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

/** What the last pause or resume did. */
export function CodeActiveDone({ answer }: { answer: unknown }) {
  const { t } = useTranslation();
  const done = answer as { done?: unknown; code?: unknown } | undefined;
  if ((done?.done !== "paused" && done?.done !== "resumed") || typeof done.code !== "string") return null;
  return (
    <FormAlert kind="success" focusKey={answer}>
      {t(`adminCodes.${done.done}`, { code: done.code })}
    </FormAlert>
  );
}
