// The order status model (spec section 4, completed by issues 5 and 12):
//   pendente → processando (paid) → concluído (delivered by an admin)
//   pendente → cancelado (cancelled, expired, payment failed)
//   pendente → revisão (money arrived that does not match the order) → processando (admin accepts)
//                                                                    → cancelado (refunded in full)
//   processando, concluído, revisão → contestado (charge disputed) → back where it was (dispute won)
//                                                                  → cancelado (dispute lost)
//   processando, concluído, revisão → cancelado (refunded in full; a partial refund keeps the status)
//   pendente → processando → em_analise (paid, held by a risk rule, in the same batch) → processando (approved)
//                                                                                      → cancelado (refused or not
//                                                                                        reviewed in time: refunded)
// Every change goes through `canTransition`; anything else is refused here, not only in the UI.
// Only two moves are a person's free choice (`manualNextStatuses`); the others follow money:
// payment events, refunds and the admin's decision on a payment under review.
import type { OrderStatus } from "../codes";

const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  pendente: ["processando", "cancelado", "revisão"],
  processando: ["concluído", "cancelado", "contestado", "em_analise"],
  concluído: ["cancelado", "contestado"],
  cancelado: [],
  revisão: ["processando", "cancelado", "contestado"],
  contestado: ["processando", "concluído", "revisão", "cancelado", "em_analise"],
  em_analise: ["processando", "cancelado", "contestado"],
};

const manual: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  pendente: ["cancelado"],
  processando: ["concluído"],
};

/** Statuses whose order holds the shopper's money: a refund or a dispute can apply to them. */
export const PAID_STATUSES = [
  "processando",
  "concluído",
  "revisão",
  "contestado",
  "em_analise",
] as const satisfies OrderStatus[];

export function isOrderStatus(value: string): value is OrderStatus {
  return value in allowed;
}

export function canTransition(from: string, to: OrderStatus): boolean {
  return isOrderStatus(from) && allowed[from].includes(to);
}

/** What an admin may pick by hand: cancel an unpaid order, mark a paid one delivered. */
export function manualNextStatuses(from: string): readonly OrderStatus[] {
  return isOrderStatus(from) ? (manual[from] ?? []) : [];
}
