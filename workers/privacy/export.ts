// "Download my data" (LGPD art. 18: access and portability): everything the store keeps about one
// account, as one JSON document. Only that account's rows: its profile, its sign-ins, its orders with
// their lines, status changes, risk holds, refunds and disputes, the reviews it wrote, its support chat, and
// the contact messages sent from its email address. Every status and other code is in words, in the account's language, with the
// words the pages use (shared/vocabulary); amounts stay in cents beside their currency.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ChatMessage } from "../../shared/chat/protocol";
import { fallbackLanguage, isLanguage } from "../../shared/i18n/config";
import { translatorFor } from "../../shared/i18n/translators";
import { shopperLineFields } from "../../shared/orders/line-view";
import { chatStatusText } from "../../shared/vocabulary/chat-statuses";
import { orderStatusText } from "../../shared/vocabulary/order-statuses";
import { paymentMethodText } from "../../shared/vocabulary/payment-methods";
import { statusReasonText } from "../../shared/vocabulary/status-reasons";
import { listPasskeys } from "../accounts/passkeys";
import { isTwoFactorEnabled } from "../accounts/second-factor-check";
import { signInsOf } from "../accounts/sign-ins";
import type { Database } from "../db/client";
import {
  chatConversations,
  contactMessages,
  orderDisputes,
  orderLines,
  orderReviews,
  orderRiskHolds,
  orderStatusHistory,
  orders,
  paymentEvents,
  payments,
  users,
} from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { alertsOf } from "../stock/alerts";

type ChatEnv = Pick<Env, "CHAT_ROOM">;

/** The chat room of a conversation (one Durable Object each, named by the conversation's id). */
function chatMessagesOf(env: ChatEnv, conversationId: number): Promise<ChatMessage[]> {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(String(conversationId))).listMessages();
}

type Translate = ReturnType<typeof translatorFor>;

function outcomeOf(closings: Array<{ disputeId: string | null; reason: string }>, disputeId: string, t: Translate) {
  const closing = closings.find((row) => row.disputeId === disputeId)?.reason.replace(/^dispute_/, "");
  return closing ? t(`privacy.export.disputeOutcomes.${closing}`) : null;
}

function riskHoldOf(holds: Array<typeof orderRiskHolds.$inferSelect>, orderId: number, t: Translate) {
  const hold = holds.find((row) => row.orderId === orderId);
  if (!hold) return null;
  return {
    reasons: hold.reasons.map((reason) => t(`riskHolds.reasons.${reason}`)),
    heldAt: hold.createdAt,
    reviewBy: hold.reviewBy,
    decision: t(`privacy.export.holdDecisions.${hold.decision ?? "waiting"}`),
    decidedAt: hold.decidedAt,
    reasonGiven: hold.decision === "refused" && hold.note ? hold.note : null,
  };
}

export async function exportUserData(db: Database, env: ChatEnv, userId: number) {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new DomainError("user_not_found", "auth.messages.userNotFound", 404);
  const [orderRows, conversations, contacts, twoFactorOn, passkeyRows, alerts] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
    db.select().from(chatConversations).where(eq(chatConversations.userId, userId)).orderBy(asc(chatConversations.id)),
    db.select().from(contactMessages).where(eq(contactMessages.email, user.email)).orderBy(asc(contactMessages.id)),
    isTwoFactorEnabled(db, userId),
    listPasskeys(db, userId),
    alertsOf(db, { userId, email: user.email }),
  ]);
  // The account's orders as a subquery, not a list of their ids: a shopper may have more orders
  // than one statement can bind values.
  const ownOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  const [lines, history, reviews, disputes, closings, holds, refunds, signIns] = await db.batch([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ownOrders)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ownOrders))
      .orderBy(asc(orderStatusHistory.id)),
    db
      .select({ review: orderReviews, line: { name: orderLines.name, gameName: orderLines.gameName } })
      .from(orderReviews)
      .innerJoin(orderLines, eq(orderLines.id, orderReviews.orderLineId))
      .where(eq(orderReviews.userId, userId))
      .orderBy(asc(orderReviews.id)),
    db
      .select()
      .from(orderDisputes)
      .where(inArray(orderDisputes.orderId, ownOrders))
      .orderBy(asc(orderDisputes.createdAt)),
    // How each dispute ended, as the provider's closing event said (reason `dispute_<won|lost|warning_closed>`).
    db
      .select({ disputeId: paymentEvents.objectRef, reason: paymentEvents.reason })
      .from(paymentEvents)
      .where(and(inArray(paymentEvents.orderId, ownOrders), eq(paymentEvents.type, "charge.dispute.closed"))),
    db.select().from(orderRiskHolds).where(inArray(orderRiskHolds.orderId, ownOrders)),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.orderId, ownOrders), eq(payments.kind, "refund")))
      .orderBy(asc(payments.id)),
    signInsOf(db, userId),
  ]);
  const t = translatorFor(isLanguage(user.locale) ? user.locale : fallbackLanguage);
  const chats = await Promise.all(
    conversations.map(async (conversation) => ({
      id: conversation.id,
      status: chatStatusText(t, conversation.status),
      createdAt: conversation.createdAt,
      messages: (await chatMessagesOf(env, conversation.id)).map((message) => ({
        from: t(message.sender_is_admin ? "privacy.export.fromSupport" : "privacy.export.fromYou"),
        senderName: message.sender_name,
        content: message.content,
        sentAt: message.enviado_em,
      })),
    })),
  );
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      language: user.locale,
      emailVerifiedAt: user.emailVerifiedAt,
      twoFactorEnabled: twoFactorOn,
      createdAt: user.createdAt,
    },
    // What the owner sees in settings; the credential id and public key stay out: they are the
    // store's means of checking a passkey, not facts about the person.
    passkeys: passkeyRows.map((passkey) => ({
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })),
    // When and from where the account was signed in to (kept 400 days).
    signIns: signIns.map((signIn) => ({
      at: signIn.at,
      ip: signIn.ip,
      country: signIn.country,
      method: t(`privacy.export.signInMethods.${signIn.method}`),
      device: signIn.device,
    })),
    orders: orderRows.map((order) => ({
      id: order.id,
      status: orderStatusText(t, order.status),
      paymentMethod: paymentMethodText(t, order.paymentMethod),
      currency: order.currency,
      totalCents: order.totalCents,
      discountCode: order.promoCode,
      discountCents: order.discountCents,
      createdAt: order.createdAt,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({ game: line.gameName, ...shopperLineFields(line) })),
      statusHistory: history
        .filter((entry) => entry.orderId === order.id)
        .map((entry) => ({
          from: entry.fromStatus === null ? null : orderStatusText(t, entry.fromStatus),
          to: orderStatusText(t, entry.toStatus),
          reason: statusReasonText(t, entry.reason),
          at: entry.createdAt,
        })),
      // A chargeback the shopper's bank opened, and where the store's answer stands (the pack is the order's own records, above).
      disputes: disputes
        .filter((dispute) => dispute.orderId === order.id)
        .map((dispute) => ({
          reason: dispute.reason,
          openedAt: dispute.createdAt,
          state: t(`privacy.export.disputeStates.${dispute.submission}`),
          answeredAt: dispute.submittedAt,
          outcome: outcomeOf(closings, dispute.disputeId, t),
        })),
      // A payment checked before delivery (issue 51): why, by when, and how it ended. Who decided and
      // their notes stay out; a refusal's words were written for the shopper, so they are in.
      riskHold: riskHoldOf(holds, order.id, t),
      // Money given back on the order: how much and when; `confirmed` once the provider has taken it.
      refunds: refunds
        .filter((refund) => refund.orderId === order.id)
        .map((refund) => ({
          amountCents: refund.amountCents,
          currency: refund.currency,
          at: refund.createdAt,
          confirmed: !refund.providerRef.startsWith("pending:"),
        })),
    })),
    // Hidden ones too, with why: they are the shopper's words all the same.
    reviews: reviews.map(({ review, line }) => ({
      orderId: review.orderId,
      game: line.gameName,
      bought: line.name,
      saleType: t(`catalogue.game.tabs.${review.saleType}`),
      rating: review.rating,
      text: review.text,
      createdAt: review.createdAt,
      updatedAt: review.updatedAt,
      hidden: review.hiddenAt ? { at: review.hiddenAt, reason: review.hiddenReason } : null,
      storeReply: review.reply,
    })),
    chatConversations: chats,
    // "Tell me when it's back" (issue 50): asked from the account or under its address.
    stockAlerts: alerts.map((alert) => ({
      offer: `${alert.kind}:${alert.offerId}`,
      server: alert.server,
      email: alert.email,
      language: alert.language,
      askedAt: alert.createdAt,
      toldAt: alert.notifiedAt,
    })),
    contactMessages: contacts.map((message) => ({
      subject: t(`contact.subjects.${message.subject}`),
      message: message.message,
      name: message.name,
      source: t(`privacy.export.sources.${message.source}`),
      createdAt: message.createdAt,
    })),
  };
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;
