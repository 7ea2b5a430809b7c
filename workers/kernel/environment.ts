/**
 * Development-only helpers (the dev mailbox, the payment sandbox) exist only when the Worker runs
 * with ENVIRONMENT=development (wrangler.toml); deployments set another value.
 */
export function isDevelopment(env: { ENVIRONMENT?: string }): boolean {
  return env.ENVIRONMENT === "development";
}
