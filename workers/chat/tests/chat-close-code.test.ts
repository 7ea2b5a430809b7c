import { describe, expect, it } from "vitest";
import { echoableCloseCode } from "../close-code";

describe("echoableCloseCode", () => {
  it("echoes the codes a close frame may carry", () => {
    for (const code of [1000, 1001, 1008, 1011, 3000, 4001, 4999]) expect(echoableCloseCode(code)).toBe(code);
  });

  it("answers with a normal close where the received code may not be sent", () => {
    for (const code of [1005, 1006, 1015, 0, 999, 1016, 2000, 2999, 5000]) expect(echoableCloseCode(code)).toBe(1000);
  });
});
