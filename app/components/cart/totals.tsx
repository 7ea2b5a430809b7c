import { SERVICE_FEE_CENTS } from "@shared/cart/fees";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The money at the bottom of a cart, a checkout or an order: subtotal, the service fee (spec
 * section 9: fixed at 0.00) and the total; `totalOnly` for the narrow cart drawer.
 */
export function Totals({
  subtotalCents,
  formatPrice,
  totalOnly = false,
  testIdPrefix,
}: {
  subtotalCents: number;
  formatPrice: (cents: number) => string;
  totalOnly?: boolean;
  /** Names the amounts for tests: `${prefix}-subtotal`, `${prefix}-total`. */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  return (
    <dl className="totals">
      {totalOnly ? null : (
        <>
          <div>
            <dt>{t("cart.subtotal")}</dt>
            <dd data-testid={testId("subtotal")}>{formatPrice(subtotalCents)}</dd>
          </div>
          <div>
            <dt>{t("cart.serviceFee")}</dt>
            <dd>{formatPrice(SERVICE_FEE_CENTS)}</dd>
          </div>
        </>
      )}
      <div className="totals__total">
        <dt>{t("cart.total")}</dt>
        <dd data-testid={testId("total")}>{formatPrice(subtotalCents + SERVICE_FEE_CENTS)}</dd>
      </div>
    </dl>
  );
}
