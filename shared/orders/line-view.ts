// What an order line says to the shopper who bought it, shared by the order pages and the shopper's
// data export (spec section 7): what was bought, for whom and where, and what it cost. Provider ids
// and internal keys stay out. The order pages' browser code includes this, so it names the fields
// it reads instead of importing the table (workers/db/schema.ts `orderLines`).
import type { DeliveryChoice } from "./delivery-choice";

export interface ShopperLine {
  name: string;
  coinName: string | null;
  nickname: string;
  server: string | null;
  platform: string | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** How it is handed over, as chosen at purchase (issue 49). */
  delivery: DeliveryChoice | null;
}

export function shopperLineFields(line: ShopperLine): ShopperLine {
  return {
    name: line.name,
    coinName: line.coinName,
    nickname: line.nickname,
    server: line.server,
    platform: line.platform,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.lineTotalCents,
    delivery: line.delivery,
  };
}
