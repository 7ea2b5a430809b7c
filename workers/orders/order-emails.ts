// Emails about an order (paid, delivered, refunded in part or in full), in the shopper's language,
// with its lines and a link to the order on this store.
import { and, eq } from "drizzle-orm";
import { deliveryPromiseText, longestPromise } from "../../shared/delivery-promise";
import { describeLineWithQuantity } from "../../shared/describe-line";
import { formatMoney } from "../../shared/format-money";
import { fallbackLanguage, intlLocale, isLanguage } from "../../shared/i18n/config";
import { translatorFor } from "../../shared/i18n/translators";
import { withdrawability, withdrawalPromiseText } from "../../shared/orders/withdrawal";
import { orderDateFormatter, STORE_TIME_ZONE } from "../../shared/time-zone";
import type { Database } from "../db/client";
import { payments, users } from "../db/schema";
import type { Mailer } from "../effects/mailer";
import type { PublicOrigin } from "../kernel/public-origin";
import { composeEmail } from "../mail/compose";
import { storeSettingsQuery, toStoreSettings } from "../settings/store-settings";
import { orderLinesQuery, orderWithShopperQuery } from "./queries";

export type OrderEmailKind =
  | "confirmed"
  | "delivered"
  | "refunded"
  | "partlyRefunded"
  | "withdrawn"
  | "compensated"
  | "soldOut"
  /** Paid and held by a risk rule (issue 51): what happens next and by when, then how the review ended. */
  | "underReview"
  | "holdApproved"
  | "holdRefused"
  | "holdExpired";

/** The kinds an order has at most once: their key makes a replayed cause send them once. */
const ONCE_PER_ORDER: ReadonlySet<OrderEmailKind> = new Set([
  "confirmed",
  "withdrawn",
  "soldOut",
  "underReview",
  "holdApproved",
  "holdRefused",
  "holdExpired",
]);

/** What a kind's intro says besides the order number (the compensation's amount and share, a refund's sums). */
export type OrderEmailDetails = {
  amountCents?: number;
  percent?: number;
  /** A refund's: what has been given back in all so far, and what of the payment the order still holds. */
  refundedCents?: number;
  remainingCents?: number;
  /** What makes this email one of its kind (a refund's key): its cause replayed sends it once. */
  onceKey?: string;
  /** A held order's review deadline (ISO 8601), said in the store's time zone. */
  reviewBy?: string;
  /** What the manager who refused a held order wrote for the shopper. */
  note?: string;
};

/** A refund the shopper is told of: its own key and amount, and the order's money once it was recorded. */
export interface RefundToTell {
  key: string;
  amountCents: number;
  /** Everything given back so far, this refund included. */
  refundedCents: number;
  paidCents: number;
}

/**
 * Every refund the shopper did not ask for through another email (a withdrawal, a compensation)
 * is told once by its key: in part ("R$ 10,00 refunded, R$ 20,00 remains") or in full.
 */
export function sendRefundEmail(deps: OrderEmailDeps, orderId: number, refund: RefundToTell): Promise<void> {
  const remainingCents = Math.max(0, refund.paidCents - refund.refundedCents);
  return sendOrderEmail(deps, orderId, remainingCents === 0 ? "refunded" : "partlyRefunded", {
    amountCents: refund.amountCents,
    refundedCents: refund.refundedCents,
    remainingCents,
    onceKey: `refund:${refund.key}`,
  });
}

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
  const [found, lines, settingRows, charges] = await deps.db.batch([
    orderWithShopperQuery(deps.db, orderId, { email: users.email, name: users.name, locale: users.locale }),
    orderLinesQuery(deps.db, orderId),
    storeSettingsQuery(deps.db),
    deps.db
      .select({ createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.kind, "charge"))),
  ]);
  const row = found[0];
  if (!row) return;
  const { shopper } = row;
  const language = isLanguage(shopper.locale) ? shopper.locale : fallbackLanguage;
  const t = translatorFor(language);
  const money = (cents: number) => formatMoney(cents, row.order.currency, language);
  const said = {
    id: orderId,
    amount: money(details.amountCents ?? 0),
    percent: details.percent ?? 0,
    refunded: money(details.refundedCents ?? 0),
    remaining: money(details.remainingCents ?? 0),
    deadline: details.reviewBy ? orderDateFormatter(intlLocale[language], STORE_TIME_ZONE)(details.reviewBy) : "",
  };
  // The confirmation makes the order page's withdrawal promise, from the same rule, in the store's zone.
  const withdrawal =
    kind === "confirmed"
      ? withdrawalPromiseText(
          t,
          withdrawability(row.order.status, charges[0]?.createdAt ?? null),
          orderDateFormatter(intlLocale[language], STORE_TIME_ZONE),
        )
      : null;
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
        // A refusal says why in the manager's own words, when they wrote some.
        ...(details.note ? [t("orderEmails.holdRefused.note", { note: details.note })] : []),
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
          ...said,
          promise: deliveryPromiseText(
            t,
            longestPromise(
              lines.map((line) => line.deliveryMinutes),
              toStoreSettings(settingRows).deliveryHours,
            ),
          ),
        }),
        ...(withdrawal ? [withdrawal] : []),
      ],
      linkFallback: t("emails.common.linkFallback"),
      signature: t("emails.common.signature"),
    }),
    {
      orderId,
      key: details.onceKey
        ? `order-email:${orderId}:${details.onceKey}`
        : ONCE_PER_ORDER.has(kind)
          ? `order-email:${orderId}:${kind}`
          : undefined,
    },
  );
}
