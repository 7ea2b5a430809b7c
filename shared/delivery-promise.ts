// The store's delivery promise in words, from the one store setting (deliveryHours): the cart and
// the order emails say the same thing. A later issue moves the promise onto each offer.
import type { Translate } from "./i18n/translator";

export function deliveryPromiseText(t: Translate, deliveryHours: number): string {
  return deliveryHours === 0 ? t("deliveryPromise.instant") : t("deliveryPromise.within", { count: deliveryHours });
}
