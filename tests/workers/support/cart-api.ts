// A line put on the cart the way a client does it: through POST /api/cart, in the spec's wire names.
import { callApi } from "./store";

/** Adds an item for Thrall on Azralon (PC) to the signed-in shopper's cart; `extra` adds or overrides wire fields. */
export function addItemThroughApi(
  cookie: string,
  line: { gameId: number; itemId: number; quantity: number },
  extra: Record<string, unknown> = {},
) {
  return callApi(
    "POST",
    "/api/cart",
    {
      game_id: line.gameId,
      item_id: line.itemId,
      tag: "Thrall",
      server: "Azralon",
      plataforma_selecionada: "PC",
      quantidade: line.quantity,
      ...extra,
    },
    { cookie },
  );
}
