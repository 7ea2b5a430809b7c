import { useFetcher } from "@remix-run/react";
import type { CartCode } from "@workers/promotions/cart-code";
import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { type ErrorBody, isErrorBody } from "~/lib/error-body";

/** The refusal of a code the /cart action gave, from a fetcher or a post made without JavaScript. */
function codeRefusal(answer: unknown): ErrorBody | null {
  if (!isErrorBody(answer)) return null;
  return answer.details?.some((detail) => detail.field === "code") ? answer : null;
}

/**
 * The cart's discount code (issue 34): the code kept with the cart, with what it gives or why it no
 * longer applies, and "remove code"; or the field to enter one. Plain forms posted to /cart (intent
 * code | remove-code), sent by a fetcher when JavaScript runs; a refusal shows under the field, in the
 * shopper's language, as the server wrote it.
 */
export function CartCodeForm({
  code,
  formatPrice,
  formAnswer,
}: {
  code: CartCode | null;
  formatPrice: (cents: number) => string;
  /** The /cart action's answer to a post made without JavaScript. */
  formAnswer?: unknown;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<unknown>();
  const fieldId = useId();
  const reasonId = useId();
  const busy = fetcher.state !== "idle";
  const sending = fetcher.formData?.get("intent");
  const refusal = busy ? null : codeRefusal(fetcher.data ?? formAnswer);

  if (code) {
    return (
      <fetcher.Form method="post" action="/cart" className="cart-code" data-testid="cart-code">
        <input type="hidden" name="intent" value="remove-code" />
        {code.refusal ? (
          <p className="cart-code__refused" role="status">
            {t("promotionsShop.notApplied", { code: code.code })}{" "}
            <span data-testid="cart-code-reason">{t(code.refusal.messageKey, code.refusal.params)}</span>
          </p>
        ) : (
          <p className="cart-code__applied" role="status">
            {t("promotionsShop.appliedCode", { code: code.code })}{" "}
            <span>{t("promotions.lineDiscount", { amount: formatPrice(code.discountCents) })}</span>
          </p>
        )}
        <button type="submit" className="button button--ghost button--small" disabled={busy}>
          {sending === "remove-code" ? t("promotionsShop.removing") : t("promotions.remove")}
        </button>
      </fetcher.Form>
    );
  }
  return (
    <fetcher.Form method="post" action="/cart" className="cart-code" data-testid="cart-code">
      <input type="hidden" name="intent" value="code" />
      <label htmlFor={fieldId}>{t("promotions.field")}</label>
      <div className="cart-code__row">
        <input
          id={fieldId}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          required
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? reasonId : undefined}
        />
        <button type="submit" className="button button--small" disabled={busy}>
          {sending === "code" ? t("promotionsShop.applying") : t("promotions.apply")}
        </button>
      </div>
      {refusal ? (
        <p id={reasonId} className="cart-code__error" role="alert" data-testid="cart-code-error">
          {refusal.details?.find((detail) => detail.field === "code")?.message ?? refusal.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
