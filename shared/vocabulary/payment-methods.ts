// A payment method in words ("Credit card"), never its code ("credit_card").

import { PAYMENT_METHODS, type PaymentMethod } from "../codes";
import type { Translate } from "../i18n/translator";

function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function paymentMethodText(t: Translate, method: string): string {
  return isPaymentMethod(method) ? t(`vocabulary.paymentMethods.${method}`) : method;
}
