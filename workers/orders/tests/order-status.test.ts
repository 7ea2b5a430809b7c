import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { canTransition, manualNextStatuses } from "../../../shared/orders/status";
import { createShopper, db, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import { ORDER_STATUSES, orderStatusHistory, orders } from "../../db/schema";
import { changeOrderStatus } from "../change-status";

describe("order status model", () => {
  it("allows exactly the transitions of the model", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        "pendente→cancelado",
        "pendente→processando",
        "pendente→revisão",
        "processando→cancelado",
        "processando→concluído",
        "processando→contestado",
        // Refunded in full, or disputed, after delivery.
        "concluído→cancelado",
        "concluído→contestado",
        "revisão→processando",
        "revisão→cancelado",
        "revisão→contestado",
        // A dispute ends where the order was, or cancelled.
        "contestado→processando",
        "contestado→concluído",
        "contestado→revisão",
        "contestado→cancelado",
        // Held by a risk rule in the batch that marks it paid; approved, or refunded; disputed meanwhile (issue 51).
        "processando→em_analise",
        "em_analise→processando",
        "em_analise→cancelado",
        "em_analise→contestado",
        "contestado→em_analise",
      ].sort(),
    );
  });

  it("leaves a person only cancelling an unpaid order and delivering a paid one; money moves the rest", () => {
    const manual = ORDER_STATUSES.flatMap((from) => manualNextStatuses(from).map((to) => `${from}→${to}`));
    expect(manual.sort()).toEqual(["pendente→cancelado", "processando→concluído"]);
  });

  it("lets nothing out of a final or unknown status", () => {
    expect(ORDER_STATUSES.filter((to) => canTransition("cancelado", to))).toEqual([]);
    expect(ORDER_STATUSES.filter((to) => canTransition("shipped", to))).toEqual([]);
    expect(canTransition("shipped", "processando")).toBe(false);
  });
});

describe("changing an order's status", () => {
  it("applies an allowed change with its history and refuses the rest in the domain service", async () => {
    await seedCatalogue();
    const user = await createShopper();
    const [order] = await db
      .insert(orders)
      .values({
        userId: user.id,
        status: "processando",
        paymentMethod: "credit_card",
        currency: "BRL",
        totalCents: 1000,
      })
      .returning();
    const orderId = order?.id ?? 0;

    await expect(
      changeOrderStatus(db, { orderId, to: "pendente", reason: "admin", actorUserId: user.id }),
    ).rejects.toMatchObject({
      code: "illegal_transition",
    });
    expect(
      await changeOrderStatus(db, {
        orderId,
        to: "concluído",
        note: "delivered in game",
        reason: "admin",
        actorUserId: user.id,
      }),
    ).toEqual({ from: "processando", to: "concluído" });
    await expect(
      changeOrderStatus(db, { orderId, to: "cancelado", reason: "admin", actorUserId: user.id }),
    ).rejects.toMatchObject({
      code: "illegal_transition",
    });
    await expect(
      changeOrderStatus(db, { orderId: 987_654, to: "cancelado", reason: "admin", actorUserId: null }),
    ).rejects.toMatchObject({ status: 404 });

    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: "processando",
        toStatus: "concluído",
        note: "delivered in game",
        actorUserId: user.id,
      }),
    ]);
  });
});
