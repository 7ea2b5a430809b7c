// The one place that hears "the catalogue changed" (games, coin offers, items, featured games and
// the settings the storefront shows). Every admin catalogue write calls it after its batch. The
// storefront reads D1 directly today, so nothing is stale yet; the edge cache being added keys its
// entries by a catalogue version, and this is where that version gets bumped.
import type { Database } from "../../db/client";

export interface CatalogueChange {
  entity: "game" | "coin_offer" | "item" | "featured_games" | "settings";
  entityId: number | string;
}

export interface CatalogueChangeDeps {
  db: Database;
  env: Env;
}

export async function onCatalogueChanged(_deps: CatalogueChangeDeps, _change: CatalogueChange): Promise<void> {
  // Intentionally empty until the catalogue version exists (see the comment above).
}
