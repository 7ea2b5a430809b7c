import { splitList } from "@shared/catalogue/split-list";
import type { games } from "../db/schema";

/** What a game card and the games list show. */
export interface GameSummary {
  id: number;
  name: string;
  imageUrl: string;
  category: string;
  tipo: string;
  /** The comma-separated `sell` field split into names. */
  sell: string[];
  platforms: string[];
  servers: string[];
  saleTypes: string[];
}

export function toGameSummary(row: typeof games.$inferSelect): GameSummary {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    category: row.category,
    tipo: row.tipo,
    sell: splitList(row.sell),
    platforms: row.platforms,
    servers: row.servers,
    saleTypes: row.saleTypes,
  };
}
