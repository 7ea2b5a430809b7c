// "Tell me when it's back" (issue 50): a visitor or a shopper leaves an address on a sold-out offer
// and server; once something is left there again, that address gets one email, in the language it
// asked in, with a link to stop them. The answer to asking is the same whether the address had
// asked before or not (no address is ever shown to anyone), and a mailbox gets at most a few such
// emails a day, however many offers it asked about, or was signed up for by someone else.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import * as v from "valibot";
import { formatCoinAmount } from "../../shared/describe-line";
import { fallbackLanguage, isLanguage, type Language } from "../../shared/i18n/config";
import { translatorFor } from "../../shared/i18n/translators";
import { emailField } from "../../shared/person-fields";
import type { Database } from "../db/client";
import { coinOffers, games, items, type StockKind, stock, stockAlerts } from "../db/schema";
import type { Mailer } from "../effects/mailer";
import { DomainError } from "../kernel/domain-error";
import type { PublicOrigin } from "../kernel/public-origin";
import { enforceRateLimits } from "../kernel/rate-limit";
import { composeEmail } from "../mail/compose";
import { stockOfOfferQuery, toAvailability } from "./availability";

/** What asking sends: the API's JSON and the game page's form alike. */
export const stockAlertSchema = v.object({
  email: emailField("stock.alertErrors"),
  kind: v.picklist(["coin", "item"], "stock.alertErrors.offer"),
  offer_id: v.pipe(v.number("stock.alertErrors.offer"), v.safeInteger("stock.alertErrors.offer"), v.minValue(1)),
  server: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ""),
});
export type StockAlertInput = v.InferOutput<typeof stockAlertSchema>;

/** Addresses may wait on this many lines at once: past it, the oldest waits are what they get. */
export const MAX_WAITING_PER_ADDRESS = 20;
/** Emails of this kind one mailbox gets in a day at most; the rest wait for the next day. */
export const MAX_EMAILS_PER_ADDRESS_A_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Asks to be told when the offer is back on the server: only for a line that is sold out now (an
 * offer on sale there needs no waiting). Asking again keeps one wait and re-arms a used one. The
 * address's number of waits is capped in the statement itself.
 */
export async function askToBeTold(
  db: Database,
  input: StockAlertInput,
  asker: { userId: number | null; language: Language },
): Promise<void> {
  const kind: StockKind = input.kind;
  const table = kind === "coin" ? coinOffers : items;
  const [offerRows, stockRows] = await db.batch([
    db
      .select({ gameId: table.gameId, servers: games.servers })
      .from(table)
      .innerJoin(games, eq(games.id, table.gameId))
      .where(and(eq(table.id, input.offer_id), isNull(table.archivedAt), isNull(games.archivedAt))),
    stockOfOfferQuery(db, kind, input.offer_id, new Date()),
  ]);
  const offer = offerRows[0];
  if (!offer) throw new DomainError("not_found", "stock.alertErrors.offer", 404, "offer_id");
  const servers = offer.servers.length > 0 ? offer.servers : [""];
  if (!servers.includes(input.server)) {
    throw new DomainError("invalid_choice", "stock.refusals.unknownServer", 400, {
      fields: [{ field: "server", messageKey: "stock.refusals.unknownServer" }],
      params: { choices: servers.join(", ") },
    });
  }
  const available = toAvailability(stockRows).of(kind, input.offer_id, input.server);
  if (available === null || available > 0) throw new DomainError("in_stock", "stock.alertErrors.inStock", 409);

  const waiting = sql`(select count(*) from ${stockAlerts} where ${stockAlerts.email} = ${input.email} and ${stockAlerts.notifiedAt} is null)`;
  const values = {
    kind,
    offerId: input.offer_id,
    gameId: offer.gameId,
    server: input.server,
    email: input.email,
    userId: asker.userId,
    language: asker.language,
    tokenHash: await sha256(newToken()),
  };
  const column = <T>(value: T, name: string) => sql<T>`${value}`.as(name);
  await db
    .insert(stockAlerts)
    .select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          kind: column(values.kind, "kind"),
          offerId: column(values.offerId, "offer_id"),
          gameId: column(values.gameId, "game_id"),
          server: column(values.server, "server"),
          email: column(values.email, "email"),
          userId: column(values.userId, "user_id"),
          language: column(values.language, "language"),
          tokenHash: column(values.tokenHash, "token_hash"),
          createdAt: column(new Date().toISOString(), "created_at"),
          notifiedAt: sql<string | null>`null`.as("notified_at"),
        })
        .from(sql`(select 1)`)
        .where(sql`${waiting} < ${MAX_WAITING_PER_ADDRESS}`),
    )
    .onConflictDoUpdate({
      target: [stockAlerts.kind, stockAlerts.offerId, stockAlerts.server, stockAlerts.email],
      set: {
        notifiedAt: null,
        language: asker.language,
        userId: sql`coalesce(${stockAlerts.userId}, ${asker.userId})`,
      },
    });
}

/** Asking, as the API and the game page's form do: a few asks a minute per address (the caller's IP). */
export async function askToBeToldFrom(
  deps: { db: Database; env: Env },
  caller: { ip: string; language: Language; userId: number | null },
  input: StockAlertInput,
): Promise<void> {
  await enforceRateLimits(deps.env, [["stockAlert", caller.ip]]);
  await askToBeTold(deps.db, input, caller);
}

/** Stops every wait of the address a link's token belongs to; answers whether the token was one. */
export async function stopAlerts(db: Database, token: string): Promise<boolean> {
  const tokenHash = await sha256(token);
  const [owner] = await db
    .select({ email: stockAlerts.email })
    .from(stockAlerts)
    .where(eq(stockAlerts.tokenHash, tokenHash))
    .limit(1);
  if (!owner) return false;
  await db.delete(stockAlerts).where(eq(stockAlerts.email, owner.email));
  return true;
}

export interface AlertDeps {
  db: Database;
  mailer: Mailer;
  origin: PublicOrigin;
}

/** How many waits one run tells at most; the next run (5 minutes later) tells the rest. */
const RUN_SIZE = 50;

/**
 * Tells the waiting addresses whose line has something left again (or is no longer counted): each
 * wait is claimed (notified_at set, while still unset) before its email is recorded in the outbox,
 * so two runs at once tell it once. An address told its day's limit already waits for tomorrow.
 * Answers how many were told. Run by housekeeping, and after an admin's change of stock.
 */
export async function tellRestocked(deps: AlertDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const counted = and(
    eq(stock.kind, stockAlerts.kind),
    eq(stock.offerId, stockAlerts.offerId),
    eq(stock.server, stockAlerts.server),
  );
  const back = sql`not exists (select 1 from ${stock} where ${counted} and ${stock.quantity} - ${stock.held} <= 0)`;
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const due = await db
    .select()
    .from(stockAlerts)
    .where(
      and(
        isNull(stockAlerts.notifiedAt),
        back,
        // The address's emails of the last day, counted on another name for the same table.
        sql`(select count(*) from ${stockAlerts} as "told" where "told"."email" = ${stockAlerts.email} and "told"."notified_at" >= ${since}) < ${MAX_EMAILS_PER_ADDRESS_A_DAY}`,
      ),
    )
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
    .limit(RUN_SIZE);
  let told = 0;
  const perAddress = new Map<string, number>();
  for (const alert of due) {
    // Within this run too: the count above was read before any of these emails.
    const sent = perAddress.get(alert.email) ?? 0;
    if (sent >= MAX_EMAILS_PER_ADDRESS_A_DAY) continue;
    const token = newToken();
    const [claimed] = await db
      .update(stockAlerts)
      .set({ notifiedAt: now.toISOString(), tokenHash: await sha256(token) })
      .where(and(eq(stockAlerts.id, alert.id), isNull(stockAlerts.notifiedAt)))
      .returning({ id: stockAlerts.id });
    if (!claimed) continue;
    perAddress.set(alert.email, sent + 1);
    await deps.mailer.send(await restockEmail(deps, alert, token), {
      key: `stock-alert:${alert.id}:${now.toISOString()}`,
    });
    told += 1;
  }
  return told;
}

/** The email: what is back, where, a link to buy it, and the link that stops these emails. */
async function restockEmail(deps: AlertDeps, alert: typeof stockAlerts.$inferSelect, token: string) {
  const language: Language = isLanguage(alert.language) ? alert.language : fallbackLanguage;
  const t = translatorFor(language);
  const offer = await offerNamed(deps.db, alert.kind, alert.offerId, language);
  const page = new URL(`/game/${alert.gameId}`, deps.origin);
  page.searchParams.set("type", alert.kind === "coin" ? "moeda" : offer.saleType);
  if (alert.server) page.searchParams.set("server", alert.server);
  if (alert.kind === "coin") page.searchParams.set("coin", String(alert.offerId));
  const stop = new URL("/stock-alerts/stop", deps.origin);
  stop.searchParams.set("token", token);
  const said = { name: offer.name, game: offer.gameName, server: alert.server || t("emails.stockAlert.allServers") };
  return composeEmail({
    to: alert.email,
    language,
    subject: t("emails.stockAlert.subject", said),
    greeting: t("emails.stockAlert.greeting"),
    intro: [t("emails.stockAlert.intro", said)],
    action: { label: t("emails.stockAlert.action"), url: page.toString() },
    outro: [t("emails.stockAlert.why", said), t("emails.stockAlert.stop", { url: stop.toString() })],
    linkFallback: t("emails.common.linkFallback"),
    signature: t("emails.common.signature"),
  });
}

const SALE_TYPE_OF_KIND = { item: "items", currency_item: "moeda-items", boosting: "boosting", carry_run: "carryrun" };

async function offerNamed(db: Database, kind: StockKind, offerId: number, language: Language) {
  if (kind === "coin") {
    const [row] = await db
      .select({ name: coinOffers.coinName, baseUnit: coinOffers.baseUnit, gameName: games.name })
      .from(coinOffers)
      .innerJoin(games, eq(games.id, coinOffers.gameId))
      .where(eq(coinOffers.id, offerId));
    return {
      name: row ? `${formatCoinAmount(row.baseUnit, language)} ${row.name}` : "",
      gameName: row?.gameName ?? "",
      saleType: "moeda",
    };
  }
  const [row] = await db
    .select({ name: items.name, kind: items.kind, gameName: games.name })
    .from(items)
    .innerJoin(games, eq(games.id, items.gameId))
    .where(eq(items.id, offerId));
  return { name: row?.name ?? "", gameName: row?.gameName ?? "", saleType: SALE_TYPE_OF_KIND[row?.kind ?? "item"] };
}

/** What the privacy export lists of an account's waits (its own, and those left under its address). */
export function alertsOf(db: Database, account: { userId: number; email: string }) {
  return db
    .select({
      kind: stockAlerts.kind,
      offerId: stockAlerts.offerId,
      server: stockAlerts.server,
      email: stockAlerts.email,
      language: stockAlerts.language,
      createdAt: stockAlerts.createdAt,
      notifiedAt: stockAlerts.notifiedAt,
    })
    .from(stockAlerts)
    .where(sql`${stockAlerts.userId} = ${account.userId} or ${stockAlerts.email} = ${account.email.toLowerCase()}`)
    .orderBy(asc(stockAlerts.id));
}

/** For account deletion's batch: every wait of the account or of its address. */
export function deleteAlertsOf(db: Database, account: { userId: number; email: string }) {
  return db
    .delete(stockAlerts)
    .where(sql`${stockAlerts.userId} = ${account.userId} or ${stockAlerts.email} = ${account.email.toLowerCase()}`);
}
