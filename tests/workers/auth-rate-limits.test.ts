import { describe, expect, it } from "vitest";
import { callApi, freshIp, password, uniqueEmail } from "./support/store";

/** Sends `count` requests and returns the statuses, in order. */
async function statuses(count: number, send: (attempt: number) => Promise<Response>) {
  const result: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) result.push((await send(attempt)).status);
  return result;
}

async function expectLocalized429(response: Response) {
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe("60");
  expect(await response.json()).toEqual({
    error: "rate_limited",
    message: "Muitas tentativas. Aguarde 60 segundos e tente novamente.",
  });
}

describe("rate limits on the account endpoints", () => {
  it("limit sign-in attempts per email, from any number of IPs", async () => {
    const email = uniqueEmail("target");
    const body = { email, password: "Wrong#Pass1" };
    expect(await statuses(10, () => callApi("POST", "/api/auth/login", body))).toEqual(Array(10).fill(401));
    await expectLocalized429(await callApi("POST", "/api/auth/login", body, { language: "pt" }));
  });

  it("limit sign-in attempts per IP, whatever the email", async () => {
    const ip = freshIp();
    const attempt = () =>
      callApi("POST", "/api/auth/login", { email: uniqueEmail(), password }, { ip, language: "pt" });
    expect(await statuses(10, attempt)).toEqual(Array(10).fill(401));
    await expectLocalized429(await attempt());
  });

  it("limit registrations per IP", async () => {
    const ip = freshIp();
    const attempt = () =>
      callApi(
        "POST",
        "/api/auth/register",
        { nome: "Bot", email: uniqueEmail("bot"), password, telefone: "11987654321" },
        { ip, language: "pt" },
      );
    expect(await statuses(5, attempt)).toEqual(Array(5).fill(201));
    await expectLocalized429(await attempt());
  });

  it("limit the email-sending endpoints per IP, together", async () => {
    const ip = freshIp();
    const send = (attempt: number) =>
      callApi(
        "POST",
        attempt % 2 ? "/api/auth/forgot-password" : "/api/auth/resend-verification",
        { email: uniqueEmail() },
        { ip, language: "pt" },
      );
    expect(await statuses(5, send)).toEqual(Array(5).fill(200));
    await expectLocalized429(await send(5));
  });

  it("limit emails to one address, so nobody can flood a mailbox from many IPs", async () => {
    const email = uniqueEmail("victim");
    const send = () => callApi("POST", "/api/auth/forgot-password", { email }, { language: "pt" });
    expect(await statuses(5, send)).toEqual(Array(5).fill(200));
    await expectLocalized429(await send());
  });
});
