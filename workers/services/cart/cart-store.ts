// One cart per signed-in user, in KV. The cart keeps what was chosen, never a price:
// every read prices the lines from D1 (cart/pricing.ts).

export interface CartLine {
  id: string;
  gameId: number;
  itemId: number | null;
  coinOfferId: number | null;
  nickname: string;
  server: string | null;
  platform: string | null;
  quantity: number;
  addedAt: string;
}

export interface StoredCart {
  lines: CartLine[];
}

const cartKey = (userId: number) => `cart:${userId}`;

export async function loadCart(kv: KVNamespace, userId: number): Promise<StoredCart> {
  const stored = await kv.get<StoredCart>(cartKey(userId), "json");
  return stored && Array.isArray(stored.lines) ? stored : { lines: [] };
}

export async function saveCart(kv: KVNamespace, userId: number, cart: StoredCart): Promise<void> {
  if (cart.lines.length === 0) {
    await kv.delete(cartKey(userId));
    return;
  }
  await kv.put(cartKey(userId), JSON.stringify(cart));
}

/**
 * What the header badge and the cart count: the cart's lines, each one product (with its own
 * quantity) for one nickname. Lines, not units, so 3 copies of a mount and 40,000 Gold count alike
 * and the badge never mixes the two; the texts call them "products".
 */
export function countLines(lines: ReadonlyArray<unknown>): number {
  return lines.length;
}

/** Two adds are the same line when they buy the same thing for the same nickname, server and platform. */
export function isSameChoice(line: CartLine, other: Omit<CartLine, "id" | "quantity" | "addedAt">): boolean {
  return (
    line.gameId === other.gameId &&
    line.itemId === other.itemId &&
    line.coinOfferId === other.coinOfferId &&
    line.nickname === other.nickname &&
    line.server === other.server &&
    line.platform === other.platform
  );
}
