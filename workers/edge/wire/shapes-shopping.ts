// The spec's JSON shapes (section 3) for carts and orders. Money leaves the server as a decimal
// number in the cart's or the order's currency, named beside it in `currency`; inside it is always integer cents.

import { pixQrDataUri } from "../../../shared/pix-qr";
import type { Currency } from "../../../shared/prices";
import type { PricedLine } from "../../cart/pricing";
import { deliveryMethodJson } from "../../delivery/wire";
import type { PaymentAttemptResult } from "../../orders/payment-attempt";
import type { OrderDetail, OrderLineRow, OrderSummary } from "../../orders/queries";
import type { PixCode } from "../../payments/provider";
import { centsToDecimal as toAmount } from "./catalogue-json";

/** What the shopper chose for a line, in the cart and in an order. */
type LineChoice = Pick<OrderLineRow, "nickname" | "quantity" | "server">;
/** What a line is and costs, in the cart and in an order. */
type LinePrice = Pick<OrderLineRow, "gameName" | "coinName" | "coinAmount" | "unitPriceCents" | "lineTotalCents">;

/** The order's one hand-over when every line shares it; null when lines differ (each line says its own). */
function orderDeliveryJson(lines: OrderLineRow[]) {
  const [first, ...rest] = lines.map((line) => JSON.stringify(deliveryMethodJson(line.delivery)));
  return first !== undefined && rest.every((other) => other === first)
    ? deliveryMethodJson(lines[0]?.delivery ?? null)
    : null;
}

/** The fields a cart line and an order line share in the spec's shapes. */
function lineJson(choice: LineChoice, price: LinePrice) {
  return {
    tag: choice.nickname,
    preco: toAmount(price.unitPriceCents),
    quantidade: choice.quantity,
    detcurrency: price.coinAmount,
    subtotal: toAmount(price.lineTotalCents),
    nome_game: price.gameName,
    nome_moeda: price.coinName,
    server: choice.server,
  };
}

export function cartItemJson(line: PricedLine, currency: Currency) {
  return {
    id: line.line.id,
    kind: line.kind,
    available: line.available,
    /** What is left of it on its server for this line, in its units (coin packs, items); null when unlimited (issue 50). */
    stock_left: line.stockLeft,
    name: line.name,
    game_id: line.line.gameId,
    item_id: line.line.itemId,
    coin_id: line.line.coinOfferId,
    ...lineJson(line.line, line),
    currency,
    nome_unidade: line.unitName,
    plataforma_selecionada: line.line.platform,
    delivery_method: deliveryMethodJson(line.delivery),
    image_url: line.imageUrl,
  };
}

function orderLineJson(line: OrderLineRow) {
  return {
    id: line.id,
    item_name: line.name,
    nome: line.name,
    ...lineJson(line, line),
    platform: line.platform,
    /** This line's share of a discount code; the shopper paid subtotal - discount for it. */
    discount: toAmount(line.discountCents),
    delivery_method: deliveryMethodJson(line.delivery),
  };
}

export function orderJson(order: OrderSummary) {
  return {
    id: order.id,
    order_date: order.createdAt,
    status: order.status,
    total: toAmount(order.totalCents),
    /** The discount code applied and the discount it gave (total is after it). */
    code: order.promoCode,
    discount: toAmount(order.discountCents),
    /** Given back so far; a partial refund keeps the status. */
    reembolsado: toAmount(order.refundedCents),
    moeda: order.currency,
    currency: order.currency,
    metodo_pagamento: order.paymentMethod,
    items: order.lines.map(orderLineJson),
  };
}

export function orderDetailJson(order: OrderDetail) {
  return {
    ...orderJson(order),
    plataforma: order.lines[0]?.platform ?? null,
    delivery_method: orderDeliveryJson(order.lines),
    // Why each change happened, as a code; the note an admin typed is for the store's eyes only.
    history: order.history.map((entry) => ({
      from: entry.fromStatus,
      to: entry.toStatus,
      reason: entry.reason,
      at: entry.createdAt,
    })),
    payments: order.payments.map((payment) => ({
      kind: payment.kind,
      amount: toAmount(payment.amountCents),
      currency: payment.currency,
      at: payment.createdAt,
    })),
  };
}

/** POST /api/checkout and POST /api/orders/{id}/pay: the order and the session that pays it. */
export function checkoutJson(result: PaymentAttemptResult) {
  return {
    orderId: result.orderId,
    sessionId: result.session.sessionId,
    /** What the session charges: the lines' total less the code's discount. */
    total: toAmount(result.totalCents),
    discount: toAmount(result.discountCents),
    ...(result.session.url ? { stripeSessionUrl: result.session.url } : {}),
    ...(result.session.clientSecret ? { stripeClientSecret: result.session.clientSecret } : {}),
    ...(result.session.pix ? { pix: pixJson(result.session.pix) } : {}),
  };
}

/**
 * A Pix code: `qr_code` is an SVG data URI of the QR code, `copy_paste` the BR Code it encodes.
 * Both are null when the provider's own payment page (`stripeSessionUrl`) shows the code.
 */
function pixJson(pix: PixCode) {
  return {
    qr_code: pix.copyPaste ? pixQrDataUri(pix.copyPaste) : null,
    copy_paste: pix.copyPaste,
    expires_at: pix.expiresAt,
  };
}
