// Measured delivery per coin offer, item and game's sale type over the last 90 days, rewritten whole
// by each Cron Trigger run (every 5 minutes, so no figure is older than that) into delivery_stats.
// The game page and GET /api/games/{id} read the finished rows in the batch they already send.
import { and, eq, gte, isNotNull, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { saleTypeKinds } from "../../shared/catalogue/sale-types";
import type { SaleType } from "../../shared/codes";
import type { Database } from "../db/client";
import { type DELIVERY_STATS_SUBJECTS, deliveryStats, items, orderLines, orders } from "../db/schema";
import { statementsWithinLimits } from "../db/statement-limits";
import {
  DAY_MS,
  DELIVERY_WINDOW_DAYS,
  type Delivery,
  type DeliveryFigures,
  deliveryOf,
  MIN_ORDERS_SHOWN,
  measure,
} from "./measure";

type Subject = (typeof DELIVERY_STATS_SUBJECTS)[number];

const saleTypeOfKind = new Map(Object.entries(saleTypeKinds).map(([type, kind]) => [kind, type as SaleType] as const));

/** Recomputes every figure from the last 90 days of deliveries; answers how many rows it wrote. */
export async function refreshDeliveryStats(db: Database, now: Date): Promise<number> {
  const lines = await db
    .select({
      orderId: orders.id,
      gameId: orderLines.gameId,
      coinOfferId: orderLines.coinOfferId,
      itemId: orderLines.itemId,
      kind: items.kind,
      paidAt: orders.paidAt,
      deliveredAt: orders.deliveredAt,
      deliverBy: orders.deliverBy,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(items, eq(items.id, orderLines.itemId))
    .where(
      and(
        gte(orders.deliveredAt, new Date(now.getTime() - DELIVERY_WINDOW_DAYS * DAY_MS).toISOString()),
        lte(orders.deliveredAt, now.toISOString()),
        isNotNull(orders.paidAt),
        isNotNull(orders.deliverBy),
      ),
    );

  // Each subject counts an order once, however many of its lines bought it.
  const bySubject = new Map<string, { gameId: number; subject: Subject; ref: string; orders: Map<number, Delivery> }>();
  const count = (gameId: number, subject: Subject, ref: string, orderId: number, delivery: Delivery) => {
    const key = `${gameId}/${subject}/${ref}`;
    const entry = bySubject.get(key) ?? { gameId, subject, ref, orders: new Map<number, Delivery>() };
    entry.orders.set(orderId, delivery);
    bySubject.set(key, entry);
  };
  for (const line of lines) {
    const delivery = deliveryOf({
      paidAt: line.paidAt as string,
      deliveredAt: line.deliveredAt as string,
      deliverBy: line.deliverBy as string,
    });
    const saleType = line.coinOfferId !== null ? "moeda" : line.kind ? saleTypeOfKind.get(line.kind) : undefined;
    if (line.coinOfferId !== null) count(line.gameId, "coin_offer", String(line.coinOfferId), line.orderId, delivery);
    if (line.itemId !== null) count(line.gameId, "item", String(line.itemId), line.orderId, delivery);
    if (saleType) count(line.gameId, "sale_type", saleType, line.orderId, delivery);
  }

  const computedAt = now.toISOString();
  const rows = [...bySubject.values()].map(({ gameId, subject, ref, orders: delivered }) => ({
    gameId,
    subject,
    ref,
    ...(measure([...delivered.values()]) as DeliveryFigures),
    computedAt,
  }));
  // One batch: a reader sees the old figures or the new ones, never none.
  await db.batch([
    db.delete(deliveryStats),
    ...statementsWithinLimits(rows, (part) => db.insert(deliveryStats).values(part)),
  ]);
  return rows.length;
}

/**
 * A game's figures with enough orders to show, as one JSON text: a column of the select that reads
 * the game (gameWithDeliveryStats), so the page and the API send no statement for them.
 */
export function deliveryStatsColumn(gameId: SQLWrapper): SQL<string> {
  const figures = sql`json_object('subject', ${deliveryStats.subject}, 'ref', ${deliveryStats.ref}, 'medianMinutes', ${deliveryStats.medianMinutes}, 'p90Minutes', ${deliveryStats.p90Minutes}, 'onTimeShare', ${deliveryStats.onTimeShare}, 'orders', ${deliveryStats.orders})`;
  return sql<string>`(select json_group_array(${figures}) from ${deliveryStats} where ${deliveryStats.gameId} = ${gameId} and ${deliveryStats.orders} >= ${MIN_ORDERS_SHOWN})`;
}

/** The figures deliveryStatsColumn read, by what they are about. */
export function gameDeliveryStatsFrom(column: string): GameDeliveryStats {
  return toGameDeliveryStats(JSON.parse(column) as Array<{ subject: Subject; ref: string } & DeliveryFigures>);
}

/** A game's figures by what they are about; an offer without one has too few orders yet. */
export interface GameDeliveryStats {
  coins: Record<string, DeliveryFigures>;
  items: Record<string, DeliveryFigures>;
  saleTypes: Partial<Record<SaleType, DeliveryFigures>>;
}

function toGameDeliveryStats(
  rows: ReadonlyArray<{ subject: Subject; ref: string } & DeliveryFigures>,
): GameDeliveryStats {
  const stats: GameDeliveryStats = { coins: {}, items: {}, saleTypes: {} };
  const into = { coin_offer: stats.coins, item: stats.items, sale_type: stats.saleTypes } as const;
  for (const { subject, ref, ...figures } of rows) (into[subject] as Record<string, DeliveryFigures>)[ref] = figures;
  return stats;
}
