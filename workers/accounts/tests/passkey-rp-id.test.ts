// Where the pages offer passkeys: only on a store whose configured address a browser accepts as a
// passkey's relying party. `npm start` serves http://127.0.0.1:8787, an IP address browsers refuse.
import { configuredRpId } from "@workers/accounts/passkey-ceremonies";
import { describe, expect, it } from "vitest";

const development = (origin: string) => ({ PUBLIC_ORIGIN: origin, ENVIRONMENT: "development" });

describe("the passkeys' relying party", () => {
  it("is the configured host name", () => {
    expect(configuredRpId(development("http://localhost:8799"))).toBe("localhost");
    expect(configuredRpId({ PUBLIC_ORIGIN: "https://store.example", ENVIRONMENT: "production" })).toBe("store.example");
  });

  it("is none, so no passkey button shows, where the store is served at an IP address", () => {
    expect(configuredRpId(development("http://127.0.0.1:8787"))).toBeNull();
    expect(configuredRpId(development("http://[::1]:8787"))).toBeNull();
  });
});
