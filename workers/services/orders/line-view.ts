// What an order line says to the shopper who bought it, shared by the order pages and the shopper's
// data export (spec section 7): what was bought, for whom and where, and what it cost. Provider ids
// and internal keys stay out. Only types are imported: the order pages' browser code includes this.
import type { orderLines } from "../../db/schema";

export function shopperLineFields(line: typeof orderLines.$inferSelect) {
  return {
    name: line.name,
    coinName: line.coinName,
    nickname: line.nickname,
    server: line.server,
    platform: line.platform,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.lineTotalCents,
  };
}
