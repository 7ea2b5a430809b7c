// The chosen coin offer and quantity of the game page's coin panel, held by the page (the purchase
// form posts them) while the panel's own code loads on demand (./coin-panel.tsx).

import { normalizeQuantity } from "@shared/catalogue/coin-math";
import type { GamePageQuery } from "@shared/catalogue/game-page-state";
import type { CoinOffer } from "@workers/services/catalogue/catalogue-entries";
import { useEffect, useState } from "react";

export interface CoinSelection {
  offer: CoinOffer;
  quantity: number;
  setCoin: (id: number) => void;
  setQuantity: (quantity: number) => void;
}

/**
 * The chosen coin offer and quantity. They start from the address (?coin=&qty=, which is how the
 * panel works without JavaScript); with JavaScript they change in place, without a server trip.
 */
export function useCoinSelection(coins: CoinOffer[], state: GamePageQuery): CoinSelection | null {
  const [choice, setChoice] = useState({ coin: state.coin, quantity: state.qty });
  useEffect(() => setChoice({ coin: state.coin, quantity: state.qty }), [state.coin, state.qty]);
  const offer = coins.find((coin) => coin.id === choice.coin) ?? coins[0];
  if (!offer) return null;
  return {
    offer,
    quantity: choice.quantity,
    setCoin: (coin) => setChoice((current) => ({ ...current, coin })),
    setQuantity: (quantity) => setChoice((current) => ({ ...current, quantity: normalizeQuantity(quantity) })),
  };
}
