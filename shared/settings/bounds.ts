// What an admin may set in the store's settings: the settings form checks it, and the stored
// settings are read back through the same bounds.

/** Each bounded setting's smallest and largest value (both allowed). */
export const SETTING_BOUNDS = {
  /** Reais per dollar: anything outside is a typo. */
  brlPerUsd: { min: 0.5, max: 50 },
  /** Pix codes live from 5 minutes to a day. */
  pixExpiryMinutes: { min: 5, max: 1440 },
  foundedYear: { min: 1990, max: 2100 },
  /** 0 is instant; a week at most: a longer promise is not one a shopper waits for. */
  deliveryHours: { min: 0, max: 168 },
  compensationPercent: { min: 1, max: 100 },
  receiptWindowDays: { min: 1, max: 30 },
  /** "Only N left" shows at or below this many units a shopper can buy (issue 50); 0 never shows it. */
  lowStockThreshold: { min: 0, max: 1000 },
  /**
   * The most a support agent may refund on one order, in the order's minor units, per currency
   * (issue 49); 0 lets support refund nothing. R$ 10.000 at most: a larger refund is a manager's call.
   */
  supportRefundLimitCents: { min: 0, max: 1_000_000 },
  /** Failed payments in an hour that hold the next paid order (issue 51): one is a typo, fifty is a script. */
  riskFailedPayments: { min: 1, max: 50 },
  /** Hours a manager has to review a held order before it is refunded: long enough for a night, short for a shopper. */
  riskReviewHours: { min: 1, max: 72 },
} as const;

export type BoundedSetting = keyof typeof SETTING_BOUNDS;
