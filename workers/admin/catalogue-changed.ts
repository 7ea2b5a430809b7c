// The one place that hears "the catalogue changed" (games, coin offers, items, featured games and
// the settings the storefront shows). Every admin catalogue write calls it after its batch; it
// bumps the catalogue version the edge cache keys its entries by, so the store shows the change at once.
import type { Database } from "../db/client";
import { bumpCatalogueVersion } from "../kernel/catalogue-version";

export interface CatalogueChange {
  entity: "game" | "coin_offer" | "item" | "featured_games" | "settings" | "delivery_method";
  entityId: number | string;
}

export interface CatalogueChangeDeps {
  db: Database;
  env: Env;
}

export async function onCatalogueChanged(deps: CatalogueChangeDeps, _change: CatalogueChange): Promise<void> {
  await bumpCatalogueVersion(deps.env.CACHE_VERSIONS);
}
