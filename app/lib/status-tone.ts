// One colour per order status, for the shopper's pages and the admin's alike: the badges only say
// which tone a status has (data-tone); app.css gives each tone its one colour (AA on every
// background it sits on, checked in workers/orders/tests/status-tone.test.ts).

import { isOrderStatus } from "@shared/orders/status";
import type { OrderStatus } from "@workers/db/schema";

export const STATUS_TONES = ["waiting", "active", "done", "stopped", "review", "disputed", "held", "neutral"] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

const tones: Record<OrderStatus, StatusTone> = {
  pendente: "waiting",
  processando: "active",
  concluído: "done",
  cancelado: "stopped",
  // Held until someone acts: a payment to review, a dispute with the card's bank.
  revisão: "review",
  contestado: "disputed",
  // Paid, held until a manager reviews it (risk rules, issue 51).
  em_analise: "held",
};

/** The tone of a status; anything unknown is neutral. */
export function statusTone(status: string): StatusTone {
  return isOrderStatus(status) ? tones[status] : "neutral";
}
