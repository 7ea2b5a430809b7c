// An order as it stands after an admin delivered it, written straight to D1: paid at `paidAt`,
// delivered at `deliveredAt`, with one World of Warcraft item line and one coin line (and, when asked,
// more lines of the same item for other nicknames).
import { eq } from "drizzle-orm";
import type { OrderStatus } from "../../../shared/codes";
import { orderLines, orders, users } from "../../../workers/db/schema";
import { coinOf, gameNamed, itemOf } from "./catalogue-rows";
import { createVerifiedAccount, signIn } from "./store";
import { db } from "./worker";

const MINUTE_MS = 60_000;

export async function insertDeliveredOrder(
  userId: number,
  options: { deliveredAt?: Date; deliveryMinutes?: number; status?: OrderStatus; moreItemNicknames?: string[] } = {},
) {
  const wow = await gameNamed("World of Warcraft");
  const [item, coin] = await Promise.all([itemOf(wow.id), coinOf(wow.id)]);
  const deliveredAt = options.deliveredAt ?? new Date();
  const paidAt = new Date(deliveredAt.getTime() - (options.deliveryMinutes ?? 18) * MINUTE_MS);
  const status = options.status ?? "concluído";
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status,
      paymentMethod: "credit_card",
      currency: "BRL",
      totalCents: item.priceCents + coin.unitPriceCents,
      paidAt: status === "pendente" ? null : paidAt.toISOString(),
      deliveredAt: status === "concluído" || status === "cancelado" ? deliveredAt.toISOString() : null,
    })
    .returning();
  if (!order) throw new Error("no order");
  const line = { orderId: order.id, gameId: wow.id, gameName: wow.name, nickname: "Thrall", quantity: 1 };
  const [itemLine, coinLine] = await db
    .insert(orderLines)
    .values([
      { ...line, itemId: item.id, name: item.name, unitPriceCents: item.priceCents, lineTotalCents: item.priceCents },
      {
        ...line,
        coinOfferId: coin.id,
        name: coin.coinName,
        coinName: coin.coinName,
        unitPriceCents: coin.unitPriceCents,
        lineTotalCents: coin.unitPriceCents,
        coinAmount: coin.baseUnit,
      },
    ])
    .returning();
  if (!itemLine || !coinLine) throw new Error("no lines");
  const moreItemLines = options.moreItemNicknames?.length
    ? await db
        .insert(orderLines)
        .values(options.moreItemNicknames.map((nickname) => ({ ...itemLine, id: undefined, nickname })))
        .returning()
    : [];
  return { order, itemLine, coinLine, moreItemLines, game: wow };
}

/** A signed-in shopper (registered through the API, named `name`) with one delivered order, paid 18 minutes before delivery. */
export async function signedInWithDeliveredOrder(label: string, name = "Test Shopper", moreItemNicknames?: string[]) {
  const account = await createVerifiedAccount(label);
  const cookie = await signIn(account);
  const [user] = await db.update(users).set({ name }).where(eq(users.email, account.email)).returning();
  if (!user) throw new Error("no user");
  return { cookie, user, ...(await insertDeliveredOrder(user.id, { deliveryMinutes: 18, moreItemNicknames })) };
}
