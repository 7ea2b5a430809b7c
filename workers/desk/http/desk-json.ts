// The delivery desk on the wire (GET /api/admin/desk and the claim, release and assign answers):
// snake_case, the time left against the promise as the page shows it, and nothing of the buyer but
// what the hand-over needs (the in-game nickname, server and platform of each line).
import { promiseStanding } from "../../../shared/delivery-promise";
import { deskDeliveryMethodJson } from "../../delivery/wire";
import type { DeskAgent } from "../desk-agents";
import type { DeskRow } from "../desk-queue";

export function deskOrderJson(row: DeskRow, now: number) {
  const standing = row.deliverBy ? promiseStanding(row.deliverBy, now) : null;
  return {
    id: row.orderId,
    paid_at: row.paidAt,
    deliver_by: row.deliverBy,
    // Negative once late: "late by 5 min" is -5.
    minutes_left: standing ? (standing.late ? -standing.minutes : standing.minutes) : null,
    late: standing?.late ?? false,
    assigned_to: row.agent,
    assigned_at: row.assignedAt,
    lines: row.lines.map((line) => ({
      id: line.id,
      game_id: line.gameId,
      game: line.gameName,
      name: line.name,
      coin_name: line.coinName,
      coin_amount: line.coinAmount,
      quantity: line.quantity,
      nickname: line.nickname,
      server: line.server,
      platform: line.platform,
      delivery_method: deskDeliveryMethodJson(line.delivery),
    })),
  };
}

export function deskAgentJson(agent: DeskAgent) {
  return {
    id: agent.id,
    name: agent.name,
    role: agent.role,
    open_orders: agent.openOrders,
    delivered_30d: agent.delivered,
    on_time_30d: agent.onTime,
    on_time_share: agent.onTimeShare,
  };
}
