/**
 * The close code to answer a peer's close with. A close frame may only carry 1000–1014 (less the
 * codes reserved for "no status" and "abnormal closure", which the runtime reports but no endpoint
 * may send) or an application code 3000–4999; anything else makes `close()` throw.
 */
export function echoableCloseCode(received: number): number {
  const reservedForReporting = received === 1005 || received === 1006 || received === 1015;
  const sendable = (received >= 1000 && received <= 1014) || (received >= 3000 && received <= 4999);
  return sendable && !reservedForReporting ? received : 1000;
}
