// Codes the database stores and people read in words (shared/vocabulary). Free of drizzle, so
// the browser bundle can import them.

/** Sale types a game page can show, in the order of the tabs. */
export const SALE_TYPES = ["moeda", "moeda-items", "items", "boosting", "carryrun"] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** What an entry of the items table sells; each kind feeds one sale-type panel. */
export const ITEM_KINDS = ["item", "currency_item", "boosting", "carry_run"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * `revisão`: money arrived that does not match the order (amount, currency or ids); an admin accepts or refunds it.
 * `contestado`: the shopper disputed the charge with their bank; the order is on hold until the dispute closes.
 * `em_analise`: paid, but it matched a risk rule (workers/orders/risk-holds.ts): held off the delivery desk until
 * a manager approves it (→ processando) or refuses it, or its review deadline passes (→ cancelado, refunded).
 */
export const ORDER_STATUSES = [
  "pendente",
  "processando",
  "concluído",
  "cancelado",
  "revisão",
  "contestado",
  "em_analise",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a stored payment event did: workers/orders/payment-events.ts. */
export const PAYMENT_EVENT_OUTCOMES = ["applied", "duplicate", "review", "refused", "ignored"] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

export const PAYMENT_METHODS = ["credit_card", "debit_card", "pix"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Why an order's status changed, written by the code that changes it and shown in words
 * (shared/vocabulary/status-reasons.ts). What an admin types goes in the history's `note`.
 */
export const STATUS_REASONS = [
  "created",
  "paid",
  "payment_review",
  "payment_accepted",
  "payment_expired",
  "payment_failed",
  "payment_session_failed",
  "abandoned",
  /** Written by checkouts before retries reused the pending order; kept for those rows. */
  "superseded",
  "refunded",
  /** The shopper withdrew from the purchase within 7 days (CDC art. 49): refunded in full and cancelled. */
  "withdrawn",
  "dispute_opened",
  "dispute_won",
  "dispute_closed",
  "dispute_lost",
  "admin",
  /** A boosting or carry run stopped at the shopper's request, once an admin approved the refund. */
  "shopper_cancel",
  /** Paid after its stock hold lapsed, when what it bought had sold out meanwhile: refunded automatically (issue 50). */
  "sold_out",
  /** Paid, and held for review before delivery: it matched a risk rule (issue 51). */
  "risk_hold",
  /** A manager approved the held order: it goes to the delivery desk. */
  "risk_approved",
  /** A manager refused the held order: cancelled and refunded in full. */
  "risk_refused",
  /** Nobody reviewed the held order before its deadline: cancelled and refunded in full. */
  "risk_expired",
] as const;
export type StatusReason = (typeof STATUS_REASONS)[number];

/** What an admin did, as the audit log records it. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "archive",
  "delete",
  "restore",
  "status",
  "refund",
  "grant_admin",
  "revoke_admin",
  "disable",
  "enable",
  /** An admin turned off another account's second factor, after checking who asked (issue 29). */
  "reset_two_factor",
  "accept_payment",
  "dispute_opened",
  "dispute_closed",
  /** A shopper's 7-day withdrawal (the actor is the shopper). */
  "withdrawal",
  /** A review taken off the store's pages, with the reason its author is told. */
  "hide_review",
  /** The store's public answer to a review. */
  "answer_review",
  /** A hidden review shown again. */
  "unhide_review",
  /** A delivery agent took an order on the delivery desk (issue 49). */
  "claim",
  /** The agent holding an order gave it back to the desk (or a manager took it from them). */
  "release",
  /** A manager gave an order to an agent, or moved it from one to another. */
  "assign",
  /** Staff management (issue 49): an invitation to join the staff with a role sent, or cancelled. */
  "invite_staff",
  "cancel_invitation",
  /** The invited person accepted (the actor is the person): their account is staff with the role. */
  "join_staff",
  /** The owner changed a staff member's role, or made them a shopper again. */
  "change_role",
  "remove_staff",
  /** A shopper's request to stop a run, declined by staff (no money moves; the order keeps going). */
  "decline_cancellation",
  /** A boosting or carry step ticked off on an order. */
  "tick_milestone",
  /** A note the shopper reads on the order's timeline. */
  "public_note",
  /** A discount code paused (active false) or resumed. */
  "pause_code",
  "resume_code",
  /** A stuck outbox effect (an email, a refund owed to a shopper) tried again by staff. */
  "retry_effect",
  /** A dispute's evidence sent for the bank's decision, by staff or by the store before the deadline (issue 51). */
  "submit_dispute_evidence",
  /** Stock set, added to, removed from or made unlimited on one server (issue 50): before and after name the server. */
  "stock",
  /** A paid order held for review by the risk rules (the actor is the store: no one). */
  "risk_hold",
  /** A manager approved a held order, or refused it (refunded in full); the store refunded one past its deadline. */
  "approve_hold",
  "refuse_hold",
  "hold_expired",
  /** A spreadsheet of personal data downloaded (issue 53: the customers export), with its row count. */
  "export",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Which kind of record an audited action touched. */
export const AUDIT_ENTITIES = [
  "game",
  "coin_offer",
  "item",
  "order",
  "user",
  "settings",
  "featured_games",
  "policy",
  /** A shopper's passkey, added or removed by its owner (issue 35). */
  "passkey",
  "review",
  /** An invitation to join the staff (issue 49). */
  "staff_invitation",
  /** A discount code (issue 34). */
  "promo_code",
  /** An outbox effect (workers/effects). */
  "effect",
  /** A game's way of handing coins over (issue 49). */
  "delivery_method",
  /** The list of shopper accounts, as the customers export hands it out (issue 53). */
  "customer_list",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export { POLICY_SLUGS, type PolicySlug } from "./policy-text";

/**
 * The staff's roles. Each grants its own list of permissions
 * (workers/accounts/staff-powers.ts). The owner holds every one and manages the staff.
 */
export const STAFF_ROLES = ["owner", "manager", "support", "delivery"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
