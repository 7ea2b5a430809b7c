// The figures docs/capacity.md plans D1's 10 GB with: how much one verified account and one order, made the way a shopper
// makes it (cart line, checkout, payment through the sandbox), grows the database, with every row
// and index it writes (order, line, status history, payment attempt, events, audit). The local
// mailbox's copy of the confirmation email is left out: in production the email leaves through
// the mail API and is not stored.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { buyableItem, type LineChoice, paidOrder, shopperSession } from "../../../tests/workers/support/admin";
import { createVerifiedAccount } from "../../../tests/workers/support/store";

const ORDERS = 60;
const ACCOUNTS = 40;

/** The database's size in bytes, as D1 reports it after a statement. */
async function databaseBytes(): Promise<number> {
  const result = await env.DB.prepare("SELECT 1").run();
  return Number(result.meta.size_after);
}

/** What the local mailbox holds (development only), in bytes of text. */
async function mailboxBytes(): Promise<number> {
  const row = await env.DB.prepare(
    'SELECT coalesce(sum(length("to") + length(subject) + length(text) + length(html) + length(created_at)), 0) AS bytes FROM dev_emails',
  ).first<{ bytes: number }>();
  return row?.bytes ?? 0;
}

let item: { gameId: number; id: number };
let choice: LineChoice;

beforeAll(async () => {
  ({ item, choice } = await buyableItem());
});

describe("storage footprint", () => {
  it(`grows the database by under 4 KB per paid order (measured over ${ORDERS} orders)`, async () => {
    const shoppers = await Promise.all([1, 2, 3].map((n) => shopperSession(`footprint-${n}`)));
    const before = (await databaseBytes()) - (await mailboxBytes());
    for (let index = 0; index < ORDERS; index++) {
      await paidOrder(shoppers[index % shoppers.length]?.cookie ?? "", item, choice);
    }
    // Confirmation emails are sent after the answer: let the last ones land before measuring.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = (await databaseBytes()) - (await mailboxBytes());
    const perOrder = (after - before) / ORDERS;
    console.info(`bytes per paid order: ${perOrder.toFixed(0)}`);
    expect(perOrder).toBeGreaterThan(0);
    expect(perOrder).toBeLessThan(4096);
    // 60 orders through checkout and the webhook: 7 s alone, over 30 s beside the browser tests.
  }, 120_000);

  it(`grows the database by under 2 KB per registered and verified account (measured over ${ACCOUNTS})`, async () => {
    const before = (await databaseBytes()) - (await mailboxBytes());
    for (let index = 0; index < ACCOUNTS; index++) await createVerifiedAccount(`footprint-account-${index}`);
    const after = (await databaseBytes()) - (await mailboxBytes());
    const perAccount = (after - before) / ACCOUNTS;
    console.info(`bytes per verified account: ${perAccount.toFixed(0)}`);
    expect(perAccount).toBeGreaterThan(0);
    expect(perAccount).toBeLessThan(2048);
  }, 120_000);
});
