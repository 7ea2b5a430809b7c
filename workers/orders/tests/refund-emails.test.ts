// Issue 47: every refund is told to the shopper, in part as well as in full, in their language, with
// what was refunded and what remains, through the outbox like every other email (decision 028).
// A double press of the admin's refund, or a replayed `charge.refunded` event, sends one email.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, newPaidOrder, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { insertPendingOrder } from "../../../tests/workers/support/pending-order";
import { mailbox, postForm, waitForEmails } from "../../../tests/workers/support/store";
import { paidSession, refundedCharge, signedEvent } from "../../../tests/workers/support/stripe-events";
import { deliverEvent, postToWebhook } from "../../../tests/workers/support/webhook-endpoint";
import { users } from "../../db/schema";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

function refundForm(orderId: number, amount: string, key: string) {
  return postForm(
    `/admin/orders/${orderId}`,
    { intent: "refund", amount, note: "", key, confirmed: "yes" },
    { cookie: admin },
  );
}

/** The emails to `email` about a refund of the order (the confirmation aside), money's no-break spaces as spaces. */
const refundEmails = async (email: string, orderId: number) =>
  (await mailbox(email))
    .map((mail) => ({ subject: mail.subject.replace(/\s/g, " "), text: mail.text.replace(/\s+/g, " ") }))
    .filter((mail) => mail.subject.includes(`#${orderId}`) && /refunded|reembolsado/.test(mail.subject));

/** The order's refund emails once `count` of them have arrived. */
async function refundEmailsOnceArrived(email: string, orderId: number, count: number) {
  await waitForEmails(email, count + 1);
  const emails = await refundEmails(email, orderId);
  expect(emails).toHaveLength(count);
  return emails;
}

describe("a partial refund", () => {
  it("emails the shopper once for a double press, with the amount refunded and what remains", async () => {
    const { account, orderId } = await newPaidOrder("partial-refund");
    const key = crypto.randomUUID();
    const presses = await Promise.all([refundForm(orderId, "1.00", key), refundForm(orderId, "1.00", key)]);
    expect(presses.map((press) => press.status)).toContain(200);
    const [email] = await refundEmailsOnceArrived(account.email, orderId, 1);
    expect(email?.subject).toBe(`Order #${orderId}: R$1.00 refunded`);
    expect(email?.text).toContain(`We refunded R$1.00 of your order #${orderId}.`);
    expect(email?.text).toMatch(/Refunded so far: R\$1\.00; R\$\d+\.\d\d of what you paid remains with the order\./);
    expect(email?.text).toContain(`/orders/${orderId}`);
    // The second press refunded nothing and told nothing.
    expect(await refundEmails(account.email, orderId)).toHaveLength(1);
  });

  it("that the provider reports (made in its dashboard) is emailed once however often the event comes, in Portuguese", async () => {
    const { account } = await shopperSession("provider-refund");
    const user = await db.query.users.findFirst({ where: eq(users.email, account.email) });
    if (!user) throw new Error("no user");
    await db.update(users).set({ locale: "pt" }).where(eq(users.id, user.id));
    const order = await insertPendingOrder(user.id, { currency: "BRL", totalCents: 3000 });
    expect(await deliverEvent("checkout.session.completed", paidSession(order))).toBe("applied");
    const event = await signedEvent("charge.refunded", refundedCharge(order, 1000));
    expect(await postToWebhook(event)).toBe("applied");
    expect(await postToWebhook(event)).toBe("duplicate");
    const [email] = await refundEmailsOnceArrived(account.email, order.id, 1);
    expect(email?.subject).toBe(`Pedido #${order.id}: R$ 10,00 reembolsado`);
    expect(email?.text).toContain(`Reembolsamos R$ 10,00 do seu pedido #${order.id}.`);
    expect(email?.text).toContain("Reembolsado até agora: R$ 10,00; R$ 20,00 do que você pagou continua no pedido.");
    // The rest refunded later: one more email, the full refund's.
    expect(await deliverEvent("charge.refunded", refundedCharge(order, 3000))).toBe("applied");
    const emails = await refundEmailsOnceArrived(account.email, order.id, 2);
    expect(emails.map((mail) => mail.subject).sort()).toEqual([
      `Pedido #${order.id} reembolsado`,
      `Pedido #${order.id}: R$ 10,00 reembolsado`,
    ]);
  });
});
