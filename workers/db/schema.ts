// The store's whole data model. Money is always an integer number of minor units (cents).
// Timestamps are ISO-8601 strings in UTC, written by the services (D1 has no native date type).
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  ITEM_KINDS,
  PAYMENT_EVENT_OUTCOMES,
  PAYMENT_METHODS,
  POLICY_SLUGS,
  SALE_TYPES,
  STAFF_ROLES,
  STATUS_REASONS,
} from "../../shared/codes";
import type { DeliveryChoice } from "../../shared/orders/delivery-choice";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const updatedAt = () => text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

// The codes live in shared/, so pages turn them into words without bundling drizzle.
export {
  ITEM_KINDS,
  type ItemKind,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_EVENT_OUTCOMES,
  PAYMENT_METHODS,
  type PaymentEventOutcome,
  type PaymentMethod,
  SALE_TYPES,
  type SaleType,
  STAFF_ROLES,
  STATUS_REASONS,
  type StaffRole,
  type StatusReason,
} from "../../shared/codes";

export const games = sqliteTable(
  "games",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    imageUrl: text("image_url").notNull().default(""),
    category: text("category").notNull().default(""),
    /** Free-text kind of game shown on cards ("MMORPG", "Battle royale"…). */
    tipo: text("tipo").notNull().default(""),
    /** Comma-separated names of what is sold, shown on catalogue cards. */
    sell: text("sell").notNull().default(""),
    /** JSON arrays of strings. */
    platforms: text("platforms", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    servers: text("servers", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    saleTypes: text("sale_types", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** English; `descriptionPt` is the Portuguese. Either falls back to the other when empty (shared/i18n/in-language.ts). */
    description: text("description").notNull().default(""),
    descriptionPt: text("description_pt").notNull().default(""),
    /** Lower-case, accent-free concatenation of name, category, tipo and sell, kept by the catalogue service. */
    searchText: text("search_text").notNull().default(""),
    archivedAt: text("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("games_archived_created_idx").on(t.archivedAt, t.createdAt)],
);

/**
 * How a game's coins can be handed over (issue 49): face-to-face trade, in-game mail, auction house…
 * A game with several lets the shopper choose at purchase; each says what the agent's proof must show.
 * A removed method stays for the orders that chose it (they keep a copy anyway) and is no longer offered.
 */
export const deliveryMethods = sqliteTable(
  "delivery_methods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    labelEn: text("label_en").notNull(),
    labelPt: text("label_pt").notNull(),
    proofEn: text("proof_en").notNull(),
    proofPt: text("proof_pt").notNull(),
    asksCharacterName: integer("asks_character_name", { mode: "boolean" }).notNull().default(false),
    asksTimeWindow: integer("asks_time_window", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull().default(0),
    removedAt: text("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("delivery_methods_game_idx").on(t.gameId, t.removedAt, t.position)],
);

export const coinOffers = sqliteTable(
  "coin_offers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    coinName: text("coin_name").notNull(),
    /** Lower-case, accent-free coin name for the admin's search (normalizeSearch), like `items.nameSearch`. */
    coinNameSearch: text("coin_name_search").notNull().default(""),
    /** Coins delivered per unit bought (unidade_base). */
    baseUnit: integer("base_unit").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** The dollar price the admin set; null derives it from the reais with the store's rate (shared/prices.ts). */
    unitPriceUsdCents: integer("unit_price_usd_cents"),
    /** Comma-separated allowed multiples, as admins type them (multiplos_disponiveis). */
    multiples: text("multiples").notNull().default("1,2,3,5,10"),
    unitName: text("unit_name").notNull().default(""),
    /** English; `descriptionPt` is the Portuguese. Either falls back to the other when empty. */
    description: text("description").notNull().default(""),
    descriptionPt: text("description_pt").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    /** The delivery promise in minutes from payment; null keeps the store's default (settings). */
    deliveryMinutes: integer("delivery_minutes"),
    archivedAt: text("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("coin_offers_game_idx").on(t.gameId, t.archivedAt, t.sortOrder)],
);

export const items = sqliteTable(
  "items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ITEM_KINDS }).notNull(),
    name: text("name").notNull(),
    /** Lower-case name for case-insensitive substring search. */
    nameSearch: text("name_search").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    /** The dollar price the admin set; null derives it from the reais with the store's rate (shared/prices.ts). */
    priceUsdCents: integer("price_usd_cents"),
    imageUrl: text("image_url").notNull().default(""),
    /** The English name, which also keys the game page's category filter; `subcategoryPt` is the Portuguese label. */
    subcategory: text("subcategory").notNull().default("Geral"),
    subcategoryPt: text("subcategory_pt").notNull().default(""),
    /** Server or season the entry belongs to; may start with "::" (stripped for display). */
    server: text("server").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    /** The delivery promise in minutes from payment; null keeps the store's default (settings). */
    deliveryMinutes: integer("delivery_minutes"),
    /** Boosting and carry runs: the steps of the service in order (ranks, stages), ticked off on each order. */
    milestones: text("milestones", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    archivedAt: text("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("items_game_kind_idx").on(t.gameId, t.kind, t.archivedAt, t.subcategory, t.sortOrder),
    // A tab's page without a subcategory walks this in order and stops after the page, instead of sorting them all.
    index("items_game_kind_order_idx").on(t.gameId, t.kind, t.archivedAt, t.sortOrder, t.id),
  ],
);

/**
 * The catalogue search's own index (issue 52, decision 067): every normalised word of a game's name,
 * category, tipo and sell, of an item's name and subcategory (both languages) and of a coin offer's
 * coin name, the game's initials ("wow"), and, for words of five letters or more, each of their
 * one-letter deletions stored as "~" + the deletion (symmetric delete: one typo forgiven). Kept in
 * the same batch as the catalogue write it follows (catalogue/search-index.ts). Not FTS5: `wrangler
 * d1 export` refuses virtual tables, and the backups use it.
 */
export const searchTerms = sqliteTable(
  "search_terms",
  {
    term: text("term").notNull(),
    kind: text("kind", { enum: ["game", "item", "coin"] }).notNull(),
    /** The game's, item's or coin offer's id. */
    target: integer("target").notNull(),
    /** The game the target belongs to (its own id for a game): what the storefront search answers. */
    gameId: integer("game_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.kind, t.target] }),
    index("search_terms_target_idx").on(t.kind, t.target),
    index("search_terms_game_idx").on(t.gameId),
  ],
);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    /** "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>". */
    passwordHash: text("password_hash").notNull(),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    /**
     * A staff account's role (workers/accounts/staff-powers.ts says what each may do): null for a
     * shopper. A staff account without one holds no staff power at all.
     */
    staffRole: text("staff_role", { enum: STAFF_ROLES }),
    /** When the account joined the staff (accepted its invitation); null for a shopper. */
    staffSince: text("staff_since"),
    emailVerifiedAt: text("email_verified_at"),
    disabledAt: text("disabled_at"),
    /** Bumped to end every session of the user at once (password reset, disabled account). */
    sessionVersion: integer("session_version").notNull().default(1),
    locale: text("locale").notNull().default("en"),
    /**
     * A keyed hash (HMAC with the SHOPPER_MARK_KEY secret) of the normalised email address, for discount code limits only
     * (services/shoppers/shopper-mark.ts): kept when the account is deleted, so a first-order or
     * per-shopper limit holds for the same person's new account, plus-addresses included. Null until
     * set (registration; the housekeeping job marks older accounts).
     */
    shopperMark: text("shopper_mark"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    index("users_name_idx").on(t.name),
    // The admin's list of accounts, newest first, read by key (workers/db/keyset.ts).
    index("users_created_idx").on(t.createdAt),
    // The admin's searches by the start of an email or a name (startsWithText): a range of these.
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_name_lower_idx").on(sql`lower(${t.name})`),
    // The staff by name (the audit trail's filter of who acted), without reading every shopper.
    index("users_admin_name_idx").on(t.isAdmin, t.name),
    index("users_shopper_mark_idx").on(t.shopperMark),
    // The staff by role (the delivery desk's agents), without reading every shopper.
    index("users_staff_role_idx").on(t.staffRole),
  ],
);

const tokenColumns = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** SHA-256 of the token; the token itself is only ever in the email. */
  tokenHash: text("token_hash").notNull(),
  expiresAt: text("expires_at").notNull(),
  usedAt: text("used_at"),
  createdAt: createdAt(),
});

export const emailVerificationTokens = sqliteTable("email_verification_tokens", tokenColumns(), (t) => [
  uniqueIndex("email_verification_tokens_hash_idx").on(t.tokenHash),
  index("email_verification_tokens_user_idx").on(t.userId),
]);

export const passwordResetTokens = sqliteTable("password_reset_tokens", tokenColumns(), (t) => [
  uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash),
  index("password_reset_tokens_user_idx").on(t.userId),
]);

/**
 * An invitation to join the staff with a role (issue 49, workers/staff/invitations.ts): sent by email
 * to an address, with or without an account there yet; its link works once (`used_at`, also set when
 * the owner cancels it or invites the address again) and until `expires_at` (72 hours).
 */
export const staffInvitations = sqliteTable(
  "staff_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** In lower case, as the invitation form and the accounts keep it. */
    email: text("email").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    /** SHA-256 of the token; the token itself is only ever in the email. */
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by").references(() => users.id),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_invitations_hash_idx").on(t.tokenHash),
    index("staff_invitations_email_idx").on(t.email),
    index("staff_invitations_expires_idx").on(t.expiresAt),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").notNull().default("pendente"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    currency: text("currency").notNull(),
    /** What the shopper is charged: the lines' totals less the discount. */
    totalCents: integer("total_cents").notNull(),
    /** The discount code applied (upper-case, as the admin made it) and its discount, the sum of the lines'. */
    promoCode: text("promo_code"),
    discountCents: integer("discount_cents").notNull().default(0),
    /** Checkout session id at the payment provider (Stripe or the local sandbox). */
    providerSessionId: text("provider_session_id"),
    /** Payment intent id at the provider, recorded from the first paid session event that names it. */
    providerPaymentId: text("provider_payment_id"),
    /** When the payment was confirmed (the order became processando). */
    paidAt: text("paid_at"),
    /** The promise: paidAt + the longest delivery time among its lines. */
    deliverBy: text("deliver_by"),
    /**
     * The compensation rule the settings held when the order was paid: the percentage of the order
     * given back when it is late; null when compensation was off.
     */
    compensationPercent: integer("compensation_percent"),
    /** When an admin marked it delivered; the shopper's confirm/problem window runs from here. */
    deliveredAt: text("delivered_at"),
    /** The shopper's word after delivery: they received it, or reported a problem (then flagged for admins). */
    receipt: text("receipt", { enum: ["confirmed", "problem"] }),
    receiptAt: text("receipt_at"),
    /** Where the shopper's answer came from (CF-Connecting-IP, request.cf.country), for a dispute's timeline. */
    receiptIp: text("receipt_ip"),
    receiptCountry: text("receipt_country"),
    /**
     * The delivery agent who took the order on the delivery desk (claimed, or assigned by a manager);
     * null while nobody has. Kept after delivery: who delivered it, for the on-time share.
     */
    assignedStaffId: integer("assigned_staff_id").references(() => users.id),
    /** When the current agent took it. */
    assignedAt: text("assigned_at"),
    /**
     * The versions of the terms of sale and the refund policy shown at checkout, in the shopper's
     * language ("pt terms@<saved at> refunds@default"): what the shopper accepted, for a dispute's
     * evidence. Null on orders placed before it was recorded.
     */
    policiesAccepted: text("policies_accepted"),
    /**
     * The country Cloudflare placed the checkout's address in (request.cf.country, ISO 3166-1 alpha-2);
     * null locally and on orders placed before it was recorded. A risk rule compares it with the card's.
     */
    checkoutCountry: text("checkout_country"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Late and nearly-late orders first (admin list, the desk's "all" and "late") and the compensation job's scan.
    index("orders_status_deliver_by_idx").on(t.status, t.deliverBy),
    // The desk's "mine" and "unassigned" (assigned_staff_id IS NULL), most urgent first.
    index("orders_assigned_status_deliver_by_idx").on(t.assignedStaffId, t.status, t.deliverBy),
    // Each agent's deliveries of the last 30 days, for the on-time share.
    index("orders_assigned_delivered_idx").on(t.assignedStaffId, t.deliveredAt),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    // The delivery figures' scan of the last days' deliveries (trust/delivery-stats.ts).
    index("orders_delivered_idx").on(t.deliveredAt),
    // The admin's revenue per day of payment (services/admin/dashboard-charts.ts).
    index("orders_paid_idx").on(t.paidAt),
    uniqueIndex("orders_provider_session_idx").on(t.providerSessionId),
    uniqueIndex("orders_provider_payment_idx").on(t.providerPaymentId),
    // At most one payable order per shopper: a second concurrent checkout cannot open another.
    uniqueIndex("orders_one_pending_per_user_idx").on(t.userId).where(sql`${t.status} = 'pendente'`),
  ],
);

/**
 * Every payment session an order opened, the one it records now and those replaced since: a page
 * still showing a replaced session learns it was replaced (or that the order was paid by a newer
 * one), and a new attempt on the same terms shows the live session again instead of opening another.
 */
export const paymentSessions = sqliteTable(
  "payment_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** A digest of what the session charges: method, flow, money and lines (orders/attempt-terms.ts). */
    terms: text("terms").notNull(),
    /** The redirect flow's payment page. */
    url: text("url"),
    /** The Pix copy-and-paste code the store shows itself (the sandbox's); not a secret, it is shown to the payer. */
    pixCode: text("pix_code"),
    /** When the session (or its Pix code) stops being payable. */
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("payment_sessions_order_idx").on(t.orderId)],
);

/** A line snapshots what was bought and its price at the time of the order. */
export const orderLines = sqliteTable(
  "order_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    itemId: integer("item_id").references(() => items.id),
    coinOfferId: integer("coin_offer_id").references(() => coinOffers.id),
    gameName: text("game_name").notNull(),
    name: text("name").notNull(),
    coinName: text("coin_name"),
    unitName: text("unit_name"),
    nickname: text("nickname").notNull(),
    server: text("server"),
    platform: text("platform"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /** Coins delivered for a coin line (detcurrency); 0 otherwise. */
    coinAmount: integer("coin_amount").notNull().default(0),
    lineTotalCents: integer("line_total_cents").notNull(),
    /** This line's share of the order's discount: the shopper paid lineTotalCents - discountCents for it. */
    discountCents: integer("discount_cents").notNull().default(0),
    /** The line's delivery promise in minutes, as shown at checkout (the entry's own or the store default). */
    deliveryMinutes: integer("delivery_minutes").notNull().default(0),
    /**
     * The cart line this was bought from, until the payment took this quantity off it (then null,
     * so a second delivery of the payment takes nothing off again). See docs/decisions (cart consistency).
     */
    cartLineId: text("cart_line_id"),
    /** How the line is handed over, as chosen and shown at purchase; null where the game has no methods. */
    delivery: text("delivery", { mode: "json" }).$type<DeliveryChoice>(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_item_idx").on(t.itemId),
    index("order_lines_coin_idx").on(t.coinOfferId),
    index("order_lines_game_idx").on(t.gameId),
    // The admin's order search by the start of a line's nickname (startsWithText).
    index("order_lines_nickname_lower_idx").on(sql`lower(${t.nickname})`),
  ],
);

export const orderStatusHistory = sqliteTable(
  "order_status_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** Null only on rows older than the column whose note could not be read as a reason. */
    reason: text("reason", { enum: STATUS_REASONS }),
    /** What the admin who made the change typed; empty for changes the store made itself. */
    note: text("note").notNull().default(""),
    actorUserId: integer("actor_user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_status_history_order_idx").on(t.orderId, t.createdAt),
    // What an account did, found without reading every change (deleting an account checks it).
    index("order_status_history_actor_idx").on(t.actorUserId),
  ],
);

/**
 * Compensation granted for a late order: at most one per order (the unique key), written in the
 * same batch as the partial refund that paid it (workers/orders/compensation.ts).
 */
export const orderCompensations = sqliteTable(
  "order_compensations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    percent: integer("percent").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The refund id at the payment provider. */
    refundRef: text("refund_ref").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("order_compensations_order_idx").on(t.orderId)],
);

/**
 * A shopper's request to stop a boosting or carry run in progress (at most one per order): the
 * refund quoted from the steps not yet done, and what an admin approved (refunded once, in the
 * refund's batch: workers/orders/cancellation.ts).
 */
export const orderCancellations = sqliteTable(
  "order_cancellations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The undone share of the run's lines when the shopper asked. */
    quotedCents: integer("quoted_cents").notNull(),
    stepsUndone: integer("steps_undone").notNull(),
    stepsTotal: integer("steps_total").notNull(),
    status: text("status", { enum: ["requested", "approved", "declined"] })
      .notNull()
      .default("requested"),
    /** What the admin approved (the quote or their own amount); null until then, and when declined. */
    refundedCents: integer("refunded_cents"),
    requestedAt: text("requested_at").notNull(),
    decidedAt: text("decided_at"),
    decidedBy: integer("decided_by").references(() => users.id),
  },
  (t) => [uniqueIndex("order_cancellations_order_idx").on(t.orderId)],
);

/** Timeline entries of an order besides its status changes and payment events (see orders/timeline.ts). */
export const ORDER_NOTE_KINDS = ["note", "proof", "milestone", "confirmed", "problem"] as const;
export type OrderNoteKind = (typeof ORDER_NOTE_KINDS)[number];

export const orderNotes = sqliteTable(
  "order_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ORDER_NOTE_KINDS }).notNull(),
    /** What a person typed (a public note, a proof's note, a problem), or the milestone's label. */
    text: text("text").notNull().default(""),
    actorUserId: integer("actor_user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt)],
);

/** Delivery proof: an image (in MEDIA, served at url) and the admin's note, with the image's SHA-256. */
export const orderProofs = sqliteTable(
  "order_proofs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    sha256: text("sha256").notNull(),
    note: text("note").notNull().default(""),
    actorUserId: integer("actor_user_id").references(() => users.id),
    uploadedAt: text("uploaded_at").notNull(),
  },
  // The url index answers "whose proof is this image?" for images stored before proofs named their order.
  (t) => [index("order_proofs_order_idx").on(t.orderId, t.uploadedAt), index("order_proofs_url_idx").on(t.url)],
);

/** The steps of a boosting or carry line, copied from its entry at payment, ticked off by an admin. */
export const orderMilestones = sqliteTable(
  "order_milestones",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    doneAt: text("done_at"),
  },
  (t) => [
    uniqueIndex("order_milestones_line_position_idx").on(t.orderLineId, t.position),
    index("order_milestones_order_idx").on(t.orderId),
  ],
);

/**
 * A shopper's cart, one row per line, in D1: every change is one atomic statement, so concurrent
 * tabs and devices lose nothing, and every read sees the last change (no eventually consistent copy).
 * Lines refer to the catalogue without foreign keys: a line whose entry was deleted stays, shown unavailable.
 */
export const cartLines = sqliteTable(
  "cart_lines",
  {
    /** A random id; the API's line id. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: integer("game_id").notNull(),
    itemId: integer("item_id"),
    coinOfferId: integer("coin_offer_id"),
    nickname: text("nickname").notNull(),
    server: text("server"),
    platform: text("platform"),
    /** The hand-over method chosen (delivery_methods), with the details it asks for. */
    deliveryMethodId: integer("delivery_method_id"),
    characterName: text("character_name"),
    timeWindow: text("time_window"),
    /** What the line buys and for whom; a second add of the same choice merges into the line (see cart-store.ts). */
    choiceKey: text("choice_key").notNull(),
    quantity: integer("quantity").notNull(),
    addedAt: text("added_at").notNull(),
  },
  (t) => [uniqueIndex("cart_lines_user_choice_idx").on(t.userId, t.choiceKey)],
);

/** Money movements: one charge when an order is paid, a refund row for each refund (partial or full). */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind", { enum: ["charge", "refund"] }).notNull(),
    provider: text("provider").notNull(),
    /**
     * Payment intent id (charge) or refund id at the provider. A refund the store asked for is first
     * written as `pending:<key>` and gets its provider id once the provider answers; a refund only
     * known from a charge's running total is `<charge id>:refunded-to:<total>`.
     */
    providerRef: text("provider_ref").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The key of a refund the store asked for: the same request (a resent form) is refused, never refunded twice. */
    requestKey: text("request_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    uniqueIndex("payments_request_key_idx").on(t.requestKey),
    // One charge per order: the webhook relies on this to fulfil once.
    uniqueIndex("payments_one_charge_per_order_idx").on(t.orderId).where(sql`${t.kind} = 'charge'`),
    // The same refund is never counted twice, whichever way the store hears of it.
    uniqueIndex("payments_provider_ref_idx").on(t.kind, t.providerRef),
  ],
);

/**
 * Every provider event received (and the store's own refunds), with what it did and why, so a
 * replay or a refusal can be explained from the admin order page. The primary key makes delivery idempotent.
 */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    eventId: text("event_id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    receivedAt: createdAt(),
    /** The order the store's records matched it to; null when nothing matched. */
    orderId: integer("order_id").references(() => orders.id),
    outcome: text("outcome", { enum: PAYMENT_EVENT_OUTCOMES }).notNull().default("applied"),
    /** Why, as a code the admin page translates (admin.payments.reasons.*). */
    reason: text("reason").notNull().default(""),
    /** The provider object the event is about (session, payment intent, charge, dispute or refund id). */
    objectRef: text("object_ref"),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    /** How many times it was delivered; a replay adds one and changes nothing else. */
    deliveries: integer("deliveries").notNull().default(1),
    lastReceivedAt: text("last_received_at"),
  },
  (t) => [
    index("payment_events_order_idx").on(t.orderId, t.receivedAt),
    index("payment_events_object_idx").on(t.objectRef, t.type),
    // The dashboard's count of the last day's refusals.
    index("payment_events_outcome_received_idx").on(t.outcome, t.receivedAt),
  ],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject", { enum: ["question", "suggestion", "complaint", "partnership", "other"] }).notNull(),
    message: text("message").notNull(),
    /** Where it was left: the contact page's form, or the chat panel by a visitor who is not signed in. */
    source: text("source", { enum: ["contact_form", "guest_chat"] })
      .notNull()
      .default("contact_form"),
    readAt: text("read_at"),
    createdAt: createdAt(),
    /**
     * The key of the press that sent it (issue 46, decision 042): a visitor has no account to key a
     * press by, so the key alone (random, unguessable) makes a retried post this message. Forgotten
     * after a day (housekeeping), as presses are.
     */
    pressKey: text("press_key"),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    uniqueIndex("contact_messages_press_key_idx").on(t.pressKey),
  ],
);

/** Index of chat conversations for the admin inbox; the messages live in each ChatRoom Durable Object. */
export const chatConversations = sqliteTable(
  "chat_conversations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** An order's own conversation (one per order, its shopper's); null for the support chat. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    lastMessage: text("last_message").notNull().default(""),
    lastMessageAt: text("last_message_at"),
    unreadForUser: integer("unread_for_user").notNull().default(0),
    unreadForSupport: integer("unread_for_support").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_conversations_user_idx").on(t.userId, t.status),
    index("chat_conversations_inbox_idx").on(t.unreadForSupport, t.lastMessageAt),
    // The support inbox in its order (unread first, then the latest), read off the index a page at
    // a time (workers/chat/inbox.ts): the expression and the condition are the query's own.
    index("chat_conversations_inbox_order_idx")
      .on(sql`${t.unreadForSupport} > 0`, t.lastMessageAt, t.id)
      .where(sql`${t.lastMessageAt} is not null`),
    uniqueIndex("chat_conversations_order_idx").on(t.orderId),
  ],
);

/** Store settings as key → JSON value, read by the storefront and edited in the admin area. */
export const storeSettings = sqliteTable("store_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * The audit trail (workers/kernel/audit-log.ts writes it, /admin/audit reads it): append-only. Two
 * triggers of migration 0032 refuse every UPDATE and DELETE, so not even the owner's own code can
 * rewrite it; drizzle-kit does not know them, so a migration that ever rebuilds this table must
 * create them again. Its indexes serve the trail's filters, newest first, each by (…, created_at).
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorUserId: integer("actor_user_id").references(() => users.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    /** Where a staff action came from: the CF-Connecting-IP address (null for the store's own entries and shoppers'). */
    fromIp: text("from_ip"),
    /** …and the browser and system its user agent names ("Chrome, Windows"), or the user agent's start. */
    fromDevice: text("from_device"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt),
  ],
);

/** Customer reviews on the home page, as text in both languages (either falls back to the other when empty). */
export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    authorName: text("author_name").notNull(),
    /** 1 to 5 stars. */
    rating: integer("rating").notNull(),
    gameName: text("game_name").notNull().default(""),
    text: text("text").notNull().default(""),
    textPt: text("text_pt").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_sort_idx").on(t.sortOrder, t.id)],
);

/** Games featured on the home page, in order; when empty the home page shows the newest games. */
export const featuredGames = sqliteTable(
  "featured_games",
  {
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId] }), index("featured_games_position_idx").on(t.position)],
);

/** Emails kept by the development mailbox (workers/mail/dev-mailbox.ts); empty in production. */
export const devEmails = sqliteTable(
  "dev_emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dev_emails_to_idx").on(t.to, t.id)],
);

/**
 * Failed sign-ins, per account (`email:<address>`) and per client address (`ip:<address>`): the
 * sign-in throttle (workers/accounts/sign-in-throttle.ts). Times are epoch milliseconds.
 */
export const signInFailures = sqliteTable(
  "sign_in_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    windowStartedAt: integer("window_started_at").notNull(),
    lastFailedAt: integer("last_failed_at").notNull(),
    blockedUntil: integer("blocked_until").notNull().default(0),
  },
  (t) => [index("sign_in_failures_last_failed_idx").on(t.lastFailedAt)],
);

/**
 * Every successful sign-in (workers/accounts/sign-ins.ts), written in the batch that notes the
 * browser: when, from which address and country, how (the session's method) and the browser and
 * system its user agent names. A dispute's evidence lists the account's sign-ins around the
 * purchase, the data export gives them to the shopper; housekeeping forgets rows after 400 days and
 * account deletion erases them (docs/decisions/061-dispute-evidence.md).
 */
export const signIns = sqliteTable(
  "sign_ins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    at: text("at").notNull(),
    /** CF-Connecting-IP; null where there is none (a local run). */
    ip: text("ip"),
    /** request.cf.country (ISO 3166-1 alpha-2); null where Cloudflare placed none. */
    country: text("country"),
    /** How the session was opened: password, password_and_code or passkey (accounts/admin-access.ts). */
    method: text("method").notNull(),
    /** "Chrome, Windows", or the user agent's start; null without one. */
    device: text("device"),
  },
  (t) => [
    // An account's sign-ins in a window (the evidence pack) and all of them (the export, deletion).
    index("sign_ins_user_at_idx").on(t.userId, t.at),
    // The retention's scan of the oldest rows.
    index("sign_ins_at_idx").on(t.at),
  ],
);

/**
 * When a sign-up last told an address "you already have an account": a stranger's sign-ups naming
 * someone's address send that mailbox at most one such notice a day, from their own allowance
 * (workers/accounts/unsolicited-notices.ts). Keyed by a keyed hash, never the address itself;
 * a row is deleted once it is a day old.
 */
export const unsolicitedNotices = sqliteTable(
  "unsolicited_notices",
  {
    addressKey: text("address_key").primaryKey(),
    sentAt: integer("sent_at").notNull(),
  },
  (t) => [index("unsolicited_notices_sent_idx").on(t.sentAt)],
);

/**
 * What a signed-in shopper last chose on a game's page (nickname, server, platform), so the page
 * opens with them next time. Written when something from that game goes into their cart.
 */
export const gameChoices = sqliteTable(
  "game_choices",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull(),
    server: text("server"),
    platform: text("platform"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * Every answer of 5xx, by request id: the admin dashboard counts the last day's, so an owner without
 * a log tool still sees trouble; the id matches the log line and what the shopper was shown.
 * Housekeeping keeps 30 days.
 */
export const serverErrors = sqliteTable(
  "server_errors",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: text("request_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("server_errors_created_idx").on(t.createdAt)],
);

/**
 * An account's authenticator (TOTP, RFC 6238): the shared secret (base32) from enrolment, on once
 * `enabledAt` is set. `lastUsedStep` is the newest time step a code was accepted for: a code is only
 * taken for a later step, so none is accepted twice (workers/accounts/two-factor.ts).
 */
export const twoFactor = sqliteTable("two_factor", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: text("enabled_at"),
  lastUsedStep: integer("last_used_step").notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes, ten per enrolment; only their SHA-256 is kept. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_idx").on(t.userId, t.codeHash)],
);

/** Browsers an account has signed in from (a random id in a long-lived cookie, kept hashed): a new one gets an email. */
export const knownDevices = sqliteTable(
  "known_devices",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    lastSeenAt: text("last_seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

export { POLICY_SLUGS, type PolicySlug } from "../../shared/codes";

/**
 * A policy's text in one language, as an admin wrote it (plain text: paragraphs, "## " headings and
 * "- " list lines, shared/policy-text.ts). Without a row the store's default text is shown.
 */
export const policyPages = sqliteTable(
  "policy_pages",
  {
    slug: text("slug", { enum: POLICY_SLUGS }).notNull(),
    language: text("language").notNull(),
    body: text("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.language] })],
);

/** What the outbox carries to an outside service: see workers/effects/ (docs/decisions/028-durable-effects.md). */
export const EFFECT_KINDS = ["email", "refund", "expire_session", "dispute_evidence"] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

/** `pending` until the service acknowledged it (`done`), or `failed` once the queue gave up on it. */
export const EFFECT_STATUSES = ["pending", "done", "failed"] as const;
export type EffectStatus = (typeof EFFECT_STATUSES)[number];

/**
 * The outbox: every effect on an outside service (an email, a refund, closing a payment session) is
 * written here, in the batch of the change that calls for it where there is one, then tried and
 * retried through the EFFECTS queue until the service acknowledges it. `key` is the effect's
 * idempotency key (also sent to the service): recording or running it twice does it once.
 */
export const effects = sqliteTable(
  "effects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    kind: text("kind", { enum: EFFECT_KINDS }).notNull(),
    /** What to do, as JSON of the kind's payload; an email's body is dropped once it was sent. */
    payload: text("payload").notNull(),
    /** For whom, as the admin's list shows it: an email's recipient, or the order it is about. */
    recipient: text("recipient"),
    orderId: integer("order_id").references(() => orders.id),
    status: text("status", { enum: EFFECT_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** While a try is under way: no other try starts before this time (a try that died frees it then). */
    leasedUntil: text("leased_until"),
    /** When the next try is due; the housekeeping sweep sends again what is overdue. */
    nextAttemptAt: text("next_attempt_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    doneAt: text("done_at"),
  },
  (t) => [
    uniqueIndex("effects_key_idx").on(t.key),
    index("effects_status_next_idx").on(t.status, t.nextAttemptAt),
    index("effects_order_idx").on(t.orderId),
  ],
);

/**
 * Discount codes made in the admin area (workers/promotions/, docs/decisions/034-promotion-codes.md).
 * `code` is kept upper-case, so codes are case-insensitive. Amounts are integer cents per currency;
 * a null limit or bound means "none". The scope lists are null for "everything".
 */
export const promoCodes = sqliteTable(
  "promo_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "amount"] }).notNull(),
    /** 1–99 for a percent code. */
    percent: integer("percent"),
    /** A fixed-amount code's discount in each currency. */
    amountBrlCents: integer("amount_brl_cents"),
    amountUsdCents: integer("amount_usd_cents"),
    minTotalBrlCents: integer("min_total_brl_cents"),
    minTotalUsdCents: integer("min_total_usd_cents"),
    maxUses: integer("max_uses"),
    maxUsesPerShopper: integer("max_uses_per_shopper"),
    firstOrderOnly: integer("first_order_only", { mode: "boolean" }).notNull().default(false),
    startsAt: text("starts_at"),
    endsAt: text("ends_at"),
    gameIds: text("game_ids", { mode: "json" }).$type<number[]>(),
    saleTypes: text("sale_types", { mode: "json" }).$type<string[]>(),
    itemIds: text("item_ids", { mode: "json" }).$type<number[]>(),
    coinOfferIds: text("coin_offer_ids", { mode: "json" }).$type<number[]>(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("promo_codes_code_idx").on(t.code)],
);

/**
 * One use of a code: the order that applied it (one code per order). It holds a use while the order
 * is unpaid and not cancelled (reserved), and for good once a charge is recorded for it (taken); a
 * cancelled unpaid order's row no longer counts, and a removed order takes its row with it.
 */
export const promoCodeUses = sqliteTable(
  "promo_code_uses",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    codeId: integer("code_id")
      .notNull()
      .references(() => promoCodes.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("promo_code_uses_code_idx").on(t.codeId, t.userId)],
);

/**
 * An account's passkeys (WebAuthn credentials, issue 35): the credential id and COSE public key
 * (both base64url, as the authenticator gave them), the signature counter last seen (an assertion
 * whose counter does not move past it is refused), the transports the browser reported (JSON), and
 * the name the owner gave it. A credential id belongs to one account only.
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports", { mode: "json" }).$type<string[]>(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [uniqueIndex("passkeys_credential_idx").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

/**
 * What a passkey challenge was issued for: adding one, signing in, proving an existing passkey before
 * adding another (`confirm`), or the code emailed to an admin adding a first one (`email_code`, kept hashed).
 */
export const PASSKEY_CEREMONIES = ["register", "sign_in", "confirm", "email_code"] as const;
export type PasskeyCeremony = (typeof PASSKEY_CEREMONIES)[number];

/**
 * Challenges handed out for a passkey ceremony, kept server-side until their one use (deleted by the
 * conditional DELETE that accepts them, so two requests cannot both spend one) or `expiresAt`
 * (epoch ms). A registration challenge belongs to the signed-in account that asked for it.
 */
export const passkeyChallenges = sqliteTable(
  "passkey_challenges",
  {
    challenge: text("challenge").primaryKey(),
    ceremony: text("ceremony", { enum: PASSKEY_CEREMONIES }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("passkey_challenges_expires_idx").on(t.expiresAt)],
);

/** What a delivery figure is about: one coin offer, one item (boosting and carry runs too), or a game's sale type. */
export const DELIVERY_STATS_SUBJECTS = ["coin_offer", "item", "sale_type"] as const;

/**
 * Measured delivery over the last 90 days of delivered orders, per coin offer, item and game's sale
 * type, rewritten by the Cron Trigger (workers/trust/delivery-stats.ts), so the game page
 * reads finished figures in the batch it already sends (docs/decisions/039-measured-delivery-and-trust-page.md).
 */
export const deliveryStats = sqliteTable(
  "delivery_stats",
  {
    gameId: integer("game_id").notNull(),
    subject: text("subject", { enum: DELIVERY_STATS_SUBJECTS }).notNull(),
    /** The coin offer's or item's id, or the sale type (`boosting`). */
    ref: text("ref").notNull(),
    medianMinutes: integer("median_minutes").notNull(),
    p90Minutes: integer("p90_minutes").notNull(),
    /** Delivered orders within their promise, as a fraction of `orders`. */
    onTimeShare: real("on_time_share").notNull(),
    orders: integer("orders").notNull(),
    computedAt: text("computed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.subject, t.ref] })],
);

/** The public trust page's figures per window (30 and 365 days), as JSON, rewritten by the Cron Trigger. */
export const trustFigures = sqliteTable("trust_figures", {
  windowDays: integer("window_days").primaryKey(),
  figures: text("figures", { mode: "json" }).notNull(),
  computedAt: text("computed_at").notNull(),
});

/**
 * A shopper's review of one line of their delivered order (workers/reviews/): at most one
 * per line (the unique key, so two posts at once give one review), written in `language`, editable
 * for a while. The static home-page `reviews` above stay only while fewer real ones exist.
 * `saleType` and `gameId` are copied from the line when it is written, so listing a game's reviews
 * joins nothing from the catalogue.
 */
export const orderReviews = sqliteTable(
  "order_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    /**
     * What the line sold, "item:{id}" or "coin:{id}" (reviewKey in services/reviews/write.ts): lines of
     * one item under different nicknames are one thing bought, reviewed once per order.
     */
    offer: text("offer").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    saleType: text("sale_type", { enum: SALE_TYPES }).notNull(),
    /** 1 to 5 stars. */
    rating: integer("rating").notNull(),
    text: text("text").notNull().default(""),
    language: text("language").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** Set when an admin hid it, with why (told to the shopper); hidden reviews count nowhere. */
    hiddenAt: text("hidden_at"),
    hiddenReason: text("hidden_reason"),
    /** The store's public answer, if any. */
    reply: text("reply"),
    repliedAt: text("replied_at"),
    /** Where the shopper posted it from (CF-Connecting-IP, request.cf.country), for a dispute's timeline. */
    fromIp: text("from_ip"),
    fromCountry: text("from_country"),
  },
  (t) => [
    uniqueIndex("order_reviews_line_idx").on(t.orderLineId),
    uniqueIndex("order_reviews_offer_idx").on(t.orderId, t.offer),
    index("order_reviews_order_idx").on(t.orderId),
    // A game's page and the home page list the newest visible ones.
    index("order_reviews_game_idx").on(t.gameId, t.hiddenAt, t.createdAt),
    index("order_reviews_language_idx").on(t.language, t.hiddenAt, t.createdAt),
    index("order_reviews_created_idx").on(t.createdAt),
    // A shopper's own reviews (their data export, deleting the account).
    index("order_reviews_user_idx").on(t.userId),
    // The admin's list filtered by stars, newest first.
    index("order_reviews_rating_created_idx").on(t.rating, t.createdAt),
  ],
);

/**
 * The discount code a shopper keeps with their cart (issue 34): one per shopper, beside the cart's
 * lines in D1, kept as typed (normalized) and checked again on every read of the cart, since a code
 * can end, be paused or run out while it waits (workers/promotions/cart-code.ts).
 */
export const cartCodes = sqliteTable("cart_codes", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  code: text("code").notNull(),
  setAt: text("set_at").notNull(),
});

/**
 * The presses already applied (issue 46, decision 042): the idempotency key a form or an API call
 * carried, per shopper and per action, written in the same batch as the change it made, so a double
 * tap, a second submit or a retried request with the same key changes nothing again. Kept a day
 * (housekeeping), long past any retry.
 */
export const presses = sqliteTable(
  "presses",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The action and what it acted on, then the key the press carried (`cart-add:coin:3:…`). */
    key: text("key").notNull(),
    pressedAt: text("pressed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("presses_pressed_idx").on(t.pressedAt)],
);

/** What a stock row counts: a coin offer's coins, or an item's (boosting, carry run…) units. */
export const STOCK_KINDS = ["coin", "item"] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/**
 * What the store has in hand of one offer on one server (issue 50, workers/stock/): a coin offer's
 * coins, an item's units (a carry run's weekly slots, say). No row means unlimited, as before stock
 * existed. `held` is the part held by payment sessions that can still be paid (stock_holds); the
 * CHECK keeps it within what is in hand, so a hold or a sale beyond it fails its whole batch: that
 * is what makes a checkout that would oversell refuse, with no read before the write.
 */
export const stock = sqliteTable(
  "stock",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: STOCK_KINDS }).notNull(),
    /** The coin offer's or the item's id (no foreign key: one column for two tables). */
    offerId: integer("offer_id").notNull(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /** The server as the cart line names it; "" for a game without servers. */
    server: text("server").notNull().default(""),
    /** In hand and not yet sold; sales take from it, the admin sets, adds and removes. */
    quantity: integer("quantity").notNull(),
    held: integer("held").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("stock_offer_server_idx").on(t.kind, t.offerId, t.server),
    index("stock_game_idx").on(t.gameId),
    check("stock_held_within_hand", sql`${t.held} >= 0 and ${t.held} <= ${t.quantity}`),
  ],
);

/** What changed a stock line: the admin's set, add, remove or making it unlimited, or a sale. */
export const STOCK_CHANGES = ["set", "add", "remove", "unlimited", "sale"] as const;
export type StockChange = (typeof STOCK_CHANGES)[number];

/**
 * Every change of a stock line and its reason, kept when the line itself is made unlimited (so it
 * names the offer and server, not the row). A sale names its order; an admin's change its author.
 */
export const stockHistory = sqliteTable(
  "stock_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: STOCK_KINDS }).notNull(),
    offerId: integer("offer_id").notNull(),
    server: text("server").notNull().default(""),
    change: text("change", { enum: STOCK_CHANGES }).notNull(),
    /** What the change added (negative: took away); 0 when the line was made unlimited. */
    delta: integer("delta").notNull(),
    /** What was in hand after it; null once unlimited. */
    quantityAfter: integer("quantity_after"),
    /** What the admin typed; empty for a sale. */
    reason: text("reason").notNull().default(""),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_history_line_idx").on(t.kind, t.offerId, t.server, t.createdAt),
    // The changes an account made, found without reading the whole history (deleting an account sets them null).
    index("stock_history_actor_idx").on(t.actorUserId),
    // An order's stock changes, found without reading the whole history (deleting an order sets them null).
    index("stock_history_order_idx").on(t.orderId),
  ],
);

/** A hold is `held` while its payment session can be paid, then `sold` (paid) or `released`. */
export const STOCK_HOLD_STATES = ["held", "sold", "released"] as const;
export type StockHoldState = (typeof STOCK_HOLD_STATES)[number];

/**
 * What one order line holds of a stock line while its payment attempt can be paid: taken in the
 * batch that claims the order for the attempt (workers/stock/holds.ts), its `attempt` the claim
 * and then the session id, its `expiresAt` the session's. Lines of unlimited offers hold nothing.
 */
export const stockHolds = sqliteTable(
  "stock_holds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    stockId: integer("stock_id")
      .notNull()
      .references(() => stock.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** No foreign key: checkout rewrites a pending order's lines, releasing their holds first. */
    orderLineId: integer("order_line_id").notNull(),
    attempt: text("attempt").notNull(),
    quantity: integer("quantity").notNull(),
    expiresAt: text("expires_at").notNull(),
    state: text("state", { enum: STOCK_HOLD_STATES }).notNull().default("held"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("stock_holds_order_idx").on(t.orderId, t.state),
    index("stock_holds_expiry_idx").on(t.state, t.expiresAt),
    index("stock_holds_stock_idx").on(t.stockId, t.state),
  ],
);

/**
 * "Tell me when it's back" (issue 50): an address that asked about one sold-out offer on one server,
 * a visitor's or a shopper's (`userId`, so account deletion takes it), in the language it asked in.
 * Told once, when what is left there is above 0 again (`notifiedAt`; asking again re-arms it), within
 * a per-address limit a day (workers/stock/alerts.ts). Only the SHA-256 of its unsubscribe token is
 * kept; the address is never shown to anyone.
 */
export const stockAlerts = sqliteTable(
  "stock_alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: STOCK_KINDS }).notNull(),
    offerId: integer("offer_id").notNull(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    server: text("server").notNull().default(""),
    /** Lower-case, trimmed. */
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    notifiedAt: text("notified_at"),
  },
  (t) => [
    uniqueIndex("stock_alerts_line_email_idx").on(t.kind, t.offerId, t.server, t.email),
    index("stock_alerts_pending_idx").on(t.notifiedAt, t.kind, t.offerId, t.server),
    index("stock_alerts_email_idx").on(t.email, t.notifiedAt),
    uniqueIndex("stock_alerts_token_idx").on(t.tokenHash),
    index("stock_alerts_user_idx").on(t.userId),
  ],
);

/**
 * What the provider said of a charge when it was made (its `charge.succeeded` event): the 3-D Secure
 * result and the risk check, kept for a dispute's evidence. Keyed by the payment intent, which the
 * order records once paid, so it does not matter which of the two events arrives first. Only what a
 * bank reads: every paid order writes one (the per-order storage budget, docs/capacity.md).
 */
export const chargeChecks = sqliteTable("charge_checks", {
  paymentRef: text("payment_ref").primaryKey(),
  /** Stripe's `three_d_secure.result` ("authenticated", "attempt_acknowledged"…); null when not asked. */
  threeDSecure: text("three_d_secure"),
  /** Stripe's `outcome.risk_level` ("normal", "elevated", "highest") and `risk_score`. */
  riskLevel: text("risk_level"),
  riskScore: integer("risk_score"),
  /** The country the card was issued in (`payment_method_details.card.country`); null when not a card. */
  cardCountry: text("card_country"),
});

/** How a risk hold ended: approved by a manager, refused by one, or refunded when its deadline passed. */
export const RISK_DECISIONS = ["approved", "refused", "expired"] as const;

/**
 * One row per order held for review before delivery (workers/orders/risk-holds.ts): written in the
 * batch that marks it paid (or that records the charge's risk check), with the rules it matched and
 * the deadline. Deciding is the one guarded statement `decision is null → …`: a manager's approval,
 * a refusal and the deadline's refund cannot all happen; `decisionKey` tells the batch that won.
 */
export const orderRiskHolds = sqliteTable(
  "order_risk_holds",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The rules the order matched (shared/orders/risk-rules.ts), as a JSON array of codes. */
    reasons: text("reasons", { mode: "json" }).$type<string[]>().notNull(),
    /** Not decided by then: refunded by the housekeeping job. */
    reviewBy: text("review_by").notNull(),
    decision: text("decision", { enum: RISK_DECISIONS }),
    decisionKey: text("decision_key"),
    /** Null for the deadline's refund. */
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: text("decided_at"),
    /** What the manager wrote for the shopper when refusing (or for the record when approving). */
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    // The housekeeping's scan of undecided holds past their deadline; the dashboard's counts.
    index("order_risk_holds_due_idx").on(t.decision, t.reviewBy),
    index("order_risk_holds_created_idx").on(t.createdAt),
  ],
);

/** A dispute's answer: open until someone (or the store a day before the bank's deadline) submits it. */
export const DISPUTE_SUBMISSIONS = ["open", "submitting", "submitted"] as const;

/**
 * One row per dispute (workers/orders/dispute-evidence.ts): written when `charge.dispute.created`
 * arrives; its evidence pack is read from the order's records whenever it is shown or sent. Moving
 * from `open` to `submitting` is the one guarded statement that lets the answer be sent, once.
 */
export const orderDisputes = sqliteTable(
  "order_disputes",
  {
    disputeId: text("dispute_id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The bank's deadline for evidence (`evidence_details.due_by`); null when the provider gave none. */
    dueBy: text("due_by"),
    submission: text("submission", { enum: DISPUTE_SUBMISSIONS }).notNull().default("open"),
    /** What the admin added to the evidence; empty for an automatic submission. */
    note: text("note").notNull().default(""),
    /** Who submitted it; null while open and when the store submitted it on its own. */
    submittedBy: integer("submitted_by").references(() => users.id),
    submitRequestedAt: text("submit_requested_at"),
    /** When the provider took the evidence. */
    submittedAt: text("submitted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_disputes_order_idx").on(t.orderId),
    // The housekeeping's scan of open disputes whose deadline is near.
    index("order_disputes_due_idx").on(t.submission, t.dueBy),
  ],
);

/**
 * The dashboard's rollups (docs/decisions/069-rollups.md), kept by the triggers of migration
 * i52_rollups in the same transaction as every write to orders and refunds, so the dashboard
 * reads a bounded number of rows however many orders there are. Buckets are quarter hours in UTC
 * (`YYYY-MM-DDTHH:MM`, the minute 00, 15, 30 or 45), so any time zone's days are whole buckets.
 */
export const revenueRollups = sqliteTable(
  "revenue_rollups",
  {
    /** The quarter hour the orders were paid in. */
    bucket: text("bucket").notNull(),
    currency: text("currency").notNull(),
    /** Net revenue (workers/admin/net-revenue.ts) of the orders paid in the bucket. */
    netCents: integer("net_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.currency] })],
);

/** Every game's net revenue per currency, all time: the lines' shares, so fractions of a cent (rounded when read). */
export const gameRevenueRollups = sqliteTable(
  "game_revenue_rollups",
  {
    gameId: integer("game_id").notNull(),
    currency: text("currency").notNull(),
    /** The game's name on its newest counted line (the lines keep the name they were sold under). */
    gameName: text("game_name").notNull(),
    netCents: real("net_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.currency] }),
    index("game_revenue_rollups_rank_idx").on(t.currency, t.netCents),
  ],
);

/** How many orders are in each status now. */
export const orderStatusCounts = sqliteTable("order_status_counts", {
  status: text("status").primaryKey(),
  orders: integer("orders").notNull(),
});

/** Paid orders marked delivered per quarter hour of delivery: how many, how many on time, and per time bucket. */
export const deliveryRollups = sqliteTable("delivery_rollups", {
  bucket: text("bucket").primaryKey(),
  delivered: integer("delivered").notNull(),
  onTime: integer("on_time").notNull(),
  /** Delivered in under 15 min, 1 h, 4 h, 24 h, and later (workers/admin/dashboard-charts.ts, DELIVERY_BUCKET_ENDS). */
  under15: integer("under_15").notNull(),
  under60: integer("under_60").notNull(),
  under240: integer("under_240").notNull(),
  under1440: integer("under_1440").notNull(),
  later: integer("later").notNull(),
});
