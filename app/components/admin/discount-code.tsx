import { Form, useNavigation } from "@remix-run/react";
import type { CodeStats } from "@workers/services/promotions/codes";
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

/** What the code takes off: "10 % off", or its amount in both currencies. */
export function CodeDiscount({ code }: { code: Code }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  if (code.kind === "percent") return <>{t("adminCodes.percentOff", { percent: code.percent ?? 0 })}</>;
  return (
    <>
      {t("adminCodes.amountOff", {
        brl: formatMoney(code.amountBrlCents ?? 0, "BRL", language),
        usd: formatMoney(code.amountUsdCents ?? 0, "USD", language),
      })}
    </>
  );
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
