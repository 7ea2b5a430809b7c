// What is left of an offer on the chosen server (issue 50), as a badge beside its price: "In stock",
// "Only 3 left", "Sold out". Nothing for an offer the store does not count.
import type { StockShown } from "@shared/catalogue/stock-shown";

export interface ShownStock {
  shown: StockShown;
  /** The badge's words; null when unlimited. */
  text: string | null;
}

export function StockBadge({ stock, id }: { stock: ShownStock; id?: string }) {
  if (!stock.text) return null;
  return (
    <p id={id} className={`stock-badge stock-badge--${stock.shown.level}`} data-testid="stock-badge">
      {stock.text}
    </p>
  );
}
