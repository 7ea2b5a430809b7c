import { SERVICE_FEE_CENTS } from "@shared/cart/fees";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The money at the bottom of a cart, a checkout or an order: subtotal, a discount code's discount,
 * the service fee (spec section 9: fixed at 0.00) and the total; `totalOnly` for the narrow cart drawer.
 */
export function Totals({
  subtotalCents,
  discount,
  formatPrice,
  totalOnly = false,
  testIdPrefix,
}: {
  /** The lines' sum before any discount. */
  subtotalCents: number;
  /** The code that gave a discount and how much, in cents; none shows no row. */
  discount?: { code: string; cents: number } | null;
  formatPrice: (cents: number) => string;
  totalOnly?: boolean;
  /** Names the amounts for tests: `${prefix}-subtotal`, `${prefix}-total`. */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  const discountCents = discount?.cents ?? 0;
  return (
    <dl className="totals">
      {totalOnly ? null : (
        <>
          <div>
            <dt>{t("cart.subtotal")}</dt>
            <dd data-testid={testId("subtotal")}>{formatPrice(subtotalCents)}</dd>
          </div>
          {discount && discountCents > 0 ? (
            <div className="totals__discount">
              <dt>{t("promotionsShop.totalDiscount", { code: discount.code })}</dt>
              <dd data-testid={testId("discount")}>
                {t("promotions.lineDiscount", { amount: formatPrice(discountCents) })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t("cart.serviceFee")}</dt>
            <dd>{formatPrice(SERVICE_FEE_CENTS)}</dd>
          </div>
        </>
      )}
      <div className="totals__total">
        <dt>{t("cart.total")}</dt>
        <dd data-testid={testId("total")}>{formatPrice(subtotalCents - discountCents + SERVICE_FEE_CENTS)}</dd>
      </div>
    </dl>
  );
}
