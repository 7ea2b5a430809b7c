// This page's Content-Security-Policy nonce (workers/edge/security-headers.ts), handed from the
// server's render (entry.server.tsx) to the elements that write inline scripts (root.tsx). In the
// browser it is empty: the scripts already ran, and browsers hide a nonce from the page anyway.
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
