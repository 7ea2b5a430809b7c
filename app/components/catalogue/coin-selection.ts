// The chosen coin offer and quantity of the game page's coin panel, held by the page (the purchase
// form posts them) while the panel's own code loads on demand (./coin-panel.tsx).

import { normalizeQuantity } from "@shared/catalogue/coin-math";
import type { GamePageQuery } from "@shared/catalogue/game-page-state";
import type { CoinOffer } from "@workers/catalogue/catalogue-entries";
import { useState } from "react";

export interface CoinSelection {
  offer: CoinOffer;
  quantity: number;
  setCoin: (id: number) => void;
  setQuantity: (quantity: number) => void;
}

/**
 * The chosen coin offer and quantity. They start from the address (?coin=&qty=, which is how the
 * panel works without JavaScript), or from the coins such a post just added; with JavaScript they
 * change in place, without a server trip.
 */
export function useCoinSelection(
  coins: CoinOffer[],
  state: GamePageQuery,
  /** The coins a post without JavaScript just added (the action's answer): they stay chosen. */
  added: { coin: number; quantity: number } | null,
): CoinSelection | null {
  const [choice, setChoice] = useState(() => added ?? { coin: state.coin, quantity: state.qty });
  // A new address chooses again. Followed while rendering, not in an effect: an effect would run
  // once on mount too, after the panel adopted a quantity typed before its code came, and undo it.
  const [address, setAddress] = useState({ coin: state.coin, qty: state.qty });
  if (address.coin !== state.coin || address.qty !== state.qty) {
    setAddress({ coin: state.coin, qty: state.qty });
    setChoice({ coin: state.coin, quantity: state.qty });
  }
  const offer = coins.find((coin) => coin.id === choice.coin) ?? coins[0];
  if (!offer) return null;
  return {
    offer,
    quantity: choice.quantity,
    setCoin: (coin) => setChoice((current) => ({ ...current, coin })),
    setQuantity: (quantity) => setChoice((current) => ({ ...current, quantity: normalizeQuantity(quantity) })),
  };
}
