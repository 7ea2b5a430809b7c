// Emails about an order (paid, delivered, refunded), in the shopper's language, with its lines and
// a link to the order on this store.
import { deliveryPromiseText, longestPromise } from "../../../shared/delivery-promise";
import { describeLineWithQuantity } from "../../../shared/describe-line";
import { formatMoney } from "../../../shared/format-money";
import { fallbackLanguage, isLanguage } from "../../../shared/i18n/config";
import { translatorFor } from "../../../shared/i18n/translators";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { composeEmail } from "../mail/compose";
import type { Mailer } from "../mail/mailer";
import type { PublicOrigin } from "../public-origin";
import { storeSettingsQuery, toStoreSettings } from "../settings/store-settings";
import { orderLinesQuery, orderWithShopperQuery } from "./queries";

export type OrderEmailKind = "confirmed" | "delivered" | "refunded" | "withdrawn" | "compensated";

/** The kinds an order has at most once: their key makes a replayed cause send them once. */
const ONCE_PER_ORDER: ReadonlySet<OrderEmailKind> = new Set(["confirmed", "withdrawn"]);

/** What a kind's intro says besides the order number (the compensation's amount and share). */
export type OrderEmailDetails = { amountCents?: number; percent?: number };

export interface OrderEmailDeps {
  db: Database;
  mailer: Mailer;
  /** The store's configured address, for the link to the order. */
  origin: PublicOrigin;
}

export async function sendOrderEmail(
  deps: OrderEmailDeps,
  orderId: number,
  kind: OrderEmailKind,
  details: OrderEmailDetails = {},
): Promise<void> {
  const [found, lines, settingRows] = await deps.db.batch([
    orderWithShopperQuery(deps.db, orderId, { email: users.email, name: users.name, locale: users.locale }),
    orderLinesQuery(deps.db, orderId),
    storeSettingsQuery(deps.db),
  ]);
  const row = found[0];
  if (!row) return;
  const { shopper } = row;
  const language = isLanguage(shopper.locale) ? shopper.locale : fallbackLanguage;
  const t = translatorFor(language);
  const money = (cents: number) => formatMoney(cents, row.order.currency, language);
  const said = { id: orderId, amount: money(details.amountCents ?? 0), percent: details.percent ?? 0 };
  const lineTexts = lines.map((line) =>
    t("orderEmails.line", {
      name: describeLineWithQuantity(line, t, language),
      game: line.gameName,
      nickname: line.nickname,
      total: money(line.lineTotalCents),
    }),
  );
  await deps.mailer.send(
    composeEmail({
      to: shopper.email,
      language,
      subject: t(`orderEmails.${kind}.subject`, said),
      greeting: t("emails.common.greeting", { name: shopper.name }),
      intro: [
        t(`orderEmails.${kind}.intro`, said),
        ...lineTexts,
        // The total is what was charged: a discount code's share is said before it.
        ...(row.order.promoCode && row.order.discountCents > 0
          ? [t("promotions.orderDiscount", { code: row.order.promoCode, amount: money(row.order.discountCents) })]
          : []),
        t("orderEmails.total", { total: money(row.order.totalCents) }),
      ],
      action: { label: t("orderEmails.viewOrder"), url: new URL(`/orders/${orderId}`, deps.origin).toString() },
      // The same promise the cart made (the other kinds' outros do not use it).
      outro: [
        t(`orderEmails.${kind}.outro`, {
          promise: deliveryPromiseText(
            t,
            longestPromise(
              lines.map((line) => line.deliveryMinutes),
              toStoreSettings(settingRows).deliveryHours,
            ),
          ),
        }),
      ],
      linkFallback: t("emails.common.linkFallback"),
      signature: t("emails.common.signature"),
    }),
    { orderId, key: ONCE_PER_ORDER.has(kind) ? `order-email:${orderId}:${kind}` : undefined },
  );
}
