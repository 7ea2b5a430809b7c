/**
 * What stops an add to the cart before any request, in the spec's order (section 4): a visitor
 * signs in first, then an empty nickname gets its warning, then a price of zero its own modal.
 * The server checks all of it again; this only saves the shopper a pointless round trip.
 */
export type AddBlocker = "sign_in" | "nickname" | "zero_price" | null;

export function addBlocker(input: { signedIn: boolean; nickname: string; priceCents: number }): AddBlocker {
  if (!input.signedIn) return "sign_in";
  if (input.nickname.trim() === "") return "nickname";
  if (input.priceCents <= 0) return "zero_price";
  return null;
}
