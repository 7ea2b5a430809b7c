// The one interface the order code talks to for money. Stripe implements it in production; the
// local sandbox implements it in development when no Stripe key is configured. Both take cards and
// Pix; another processor would be one more implementation, orders untouched.
import type { Language } from "../../shared/i18n/config";

export type CheckoutFlow = "redirect" | "embedded";

/** "any": ask the card network for 3-D Secure whenever the card supports it; "automatic": the provider's risk rules decide. */
export type ThreeDSecureRequest = "any" | "automatic";

/** What the session takes: card payments, or one Pix code. */
export type SessionMethod = "card" | "pix";

export interface CheckoutSessionRequest {
  orderId: number;
  /**
   * One payment attempt of the order: an order reused by a retry or a "pay now" opens a new session
   * per attempt, while a repeat of the same attempt (a network retry) must not open a second one.
   */
  attempt: string;
  userId: number;
  customerEmail: string | null;
  /** ISO 4217, e.g. "BRL". */
  currency: string;
  lines: Array<{ name: string; unitAmountCents: number; quantity: number }>;
  totalCents: number;
  /** Where the provider sends the shopper after paying; contains `{CHECKOUT_SESSION_ID}`. */
  successUrl: string;
  /** Where the provider sends the shopper who gives up (redirect flow); contains `{CHECKOUT_SESSION_ID}`. */
  cancelUrl: string;
  flow: CheckoutFlow;
  language: Language;
  method: SessionMethod;
  /** Pix: how long the code can be paid. */
  pixExpiresAfterSeconds: number;
  /** Card: whether the bank is asked to authenticate the shopper (payment-options.ts decides). */
  threeDSecure: ThreeDSecureRequest;
}

/** A Pix code the store shows itself (the QR code is drawn from `copyPaste`). */
export interface PixCode {
  /** The "copia e cola" BR Code; null when the provider's own page shows the code (Stripe Checkout). */
  copyPaste: string | null;
  /** ISO 8601: when the code stops being payable. */
  expiresAt: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Redirect flow: the payment page. */
  url: string | null;
  /** Embedded flow: what the card form on /checkout uses. */
  clientSecret: string | null;
  /** A Pix session's code; null for card sessions. */
  pix: PixCode | null;
}

export type SessionClosing = "closed" | "completed";

/** A document sent with a dispute's evidence (a delivery proof image, the chat transcript). */
export interface EvidenceFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/**
 * A dispute's answer in the provider's evidence fields (Stripe's names): text fields as they are,
 * and the fields that take a document, each with its file (uploaded first, then named by its id).
 */
export interface DisputeEvidence {
  disputeId: string;
  text: Record<string, string>;
  files: Record<string, EvidenceFile>;
}

export interface PaymentProvider {
  readonly name: "stripe" | "sandbox";
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  /**
   * Stops a session from being paid (a newer attempt replaces it, or the shopper cancels). Answers
   * "completed" when it can no longer be stopped because the shopper already paid it (or a delayed
   * payment is under way); throws when the provider cannot say.
   */
  expireCheckoutSession(sessionId: string): Promise<SessionClosing>;
  /** Refunds a payment in full or in part; returns the provider's refund id. */
  refund(paymentRef: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /**
   * Uploads the evidence's documents and submits the evidence for the bank's decision; each call is
   * keyed from `idempotencyKey`, so a retried submission uploads and submits once.
   */
  submitDisputeEvidence(evidence: DisputeEvidence, idempotencyKey: string): Promise<void>;
}
