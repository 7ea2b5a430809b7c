import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../shared/chat/protocol";
import { createShopper, db, gameNamed, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import {
  countUnreadContactMessages,
  listContactMessages,
  markContactMessageRead,
  saveContactMessage,
} from "../../contact/contact-messages";
import { orderLines, orders } from "../../db/schema";
import { openConversation, recordMessageInIndex } from "../conversations";
import { conversationForSupport, listInbox, RECENT_ORDERS } from "../inbox";

let messageIds = 0;
function message(content: string, fromSupport: boolean, at: string): ChatMessage {
  messageIds += 1;
  return {
    id: messageIds,
    content,
    sender_name: fromSupport ? "Bia" : "Ana",
    sender_is_admin: fromSupport,
    enviado_em: at,
  };
}

/** A shopper's conversation whose last message was sent `at`, by support or by the shopper. */
async function conversationWith(name: string, last: { at: string; fromSupport: boolean } | null) {
  const shopper = await createShopper(name);
  const conversation = await openConversation(db, shopper.id);
  if (last) await recordMessageInIndex(db, conversation.id, message(`hello from ${name}`, last.fromSupport, last.at));
  return { shopper, conversation };
}

describe("the admin inbox's conversation list", () => {
  it("puts unread conversations first, newest first within each group, and leaves out empty ones", async () => {
    const answeredRecently = await conversationWith("Answered", { at: "2026-03-01T12:00:00.000Z", fromSupport: true });
    const unreadOld = await conversationWith("Unread old", { at: "2026-01-01T12:00:00.000Z", fromSupport: false });
    const unreadNew = await conversationWith("Unread new", { at: "2026-02-01T12:00:00.000Z", fromSupport: false });
    const empty = await conversationWith("Never wrote", null);

    const mine = new Set([answeredRecently, unreadOld, unreadNew, empty].map((entry) => entry.conversation.id));
    const listed = (await listInbox(db)).filter((entry) => mine.has(entry.id));
    expect(listed.map((entry) => entry.shopper.name)).toEqual(["Unread new", "Unread old", "Answered"]);
    expect(listed[0]).toMatchObject({
      unreadForSupport: 1,
      lastMessage: "hello from Unread new",
      shopper: { id: unreadNew.shopper.id, email: unreadNew.shopper.email },
    });
  });

  it("gives one conversation with its shopper's most recent orders, newest first, with their lines", async () => {
    await seedCatalogue();
    const game = await gameNamed("Tibia");
    const { shopper, conversation } = await conversationWith("Buyer", {
      at: "2026-04-01T12:00:00.000Z",
      fromSupport: false,
    });
    for (let index = 0; index < RECENT_ORDERS + 2; index++) {
      const [order] = await db
        .insert(orders)
        .values({
          userId: shopper.id,
          status: index === 0 ? "concluído" : "cancelado",
          paymentMethod: "credit_card",
          currency: "BRL",
          totalCents: 1_000 + index,
          createdAt: `2026-03-0${index + 1}T10:00:00.000Z`,
        })
        .returning();
      if (!order) throw new Error("no order");
      await db.insert(orderLines).values({
        orderId: order.id,
        gameId: game.id,
        gameName: game.name,
        name: `Gold pack ${index}`,
        nickname: "Knight",
        unitPriceCents: 1_000 + index,
        quantity: 1,
        lineTotalCents: 1_000 + index,
      });
    }
    const view = await conversationForSupport(db, conversation.id);
    expect(view?.conversation.shopper.name).toBe("Buyer");
    expect(view?.recentOrders).toHaveLength(RECENT_ORDERS);
    expect(view?.recentOrders[0]).toMatchObject({
      totalCents: 1_006,
      currency: "BRL",
      items: [{ name: "Gold pack 6", quantity: 1 }],
    });
    expect(await conversationForSupport(db, 987_654)).toBeNull();
  });
});

describe("the admin inbox's contact messages", () => {
  it("lists them newest first, counts the unread ones and marks one read once", async () => {
    const before = await countUnreadContactMessages(db);
    const first = await saveContactMessage(db, {
      name: "Rui",
      email: "rui@example.com",
      subject: "question",
      message: "Is the gold delivered today?",
    });
    const second = await saveContactMessage(db, {
      name: "Lia",
      email: "lia@example.com",
      subject: "partnership",
      message: "We run a guild and want to partner.",
    });
    const listed = await listContactMessages(db);
    expect(listed.map((entry) => entry.id).slice(0, 2)).toEqual([second, first]);
    expect(await countUnreadContactMessages(db)).toBe(before + 2);

    expect(await markContactMessageRead(db, first)).toBe(true);
    const readAt = (await listContactMessages(db)).find((entry) => entry.id === first)?.readAt;
    expect(readAt).toEqual(expect.any(String));
    expect(await countUnreadContactMessages(db)).toBe(before + 1);
    // Marking again keeps the first reading time.
    expect(await markContactMessageRead(db, first)).toBe(true);
    expect((await listContactMessages(db)).find((entry) => entry.id === first)?.readAt).toBe(readAt);
    expect(await markContactMessageRead(db, 987_654)).toBe(false);
  });
});
