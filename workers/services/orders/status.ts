// The order status model (spec section 4, completed by issue 5):
//   pendente → processando (paid) → concluído (delivered by an admin)
//   pendente → cancelado (cancelled, expired, payment failed)
//   processando → cancelado (refunded)
// Every change goes through `canTransition`; anything else is refused here, not only in the UI.
import type { OrderStatus } from "../../db/schema";

const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  pendente: ["processando", "cancelado"],
  processando: ["concluído", "cancelado"],
  concluído: [],
  cancelado: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return value in allowed;
}

export function canTransition(from: string, to: OrderStatus): boolean {
  return isOrderStatus(from) && allowed[from].includes(to);
}

/** The statuses an order in `from` may move to next (empty for final or unknown statuses). */
export function nextStatuses(from: string): readonly OrderStatus[] {
  return isOrderStatus(from) ? allowed[from] : [];
}
