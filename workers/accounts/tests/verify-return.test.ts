// Signing up in the middle of something comes back to it: the register form's same-site return
// path rides in the verification link (?next=), and the verified page sends the shopper there with
// the sign-in open. Anything that is not a path on this site is dropped on the way in and out.
import { describe, expect, it } from "vitest";
import { fetchWorker, linkInEmail, password, postForm, uniqueEmail } from "../../../tests/workers/support/store";

async function registerThroughPage(returnTo?: string) {
  const email = uniqueEmail("return");
  const fields: Record<string, string> = { nome: "Return Shopper", email, password, telefone: "11 98765-4321" };
  if (returnTo !== undefined) fields.returnTo = returnTo;
  const response = await postForm("/register", fields);
  expect(response.status).toBe(201);
  return linkInEmail(email, "/verify-email");
}

/** Where the verified page's "sign in now" button goes. */
async function signInHref(path: string) {
  const html = await (await fetchWorker(path)).text();
  const href = html.match(/<a [^>]*href="([^"]*openLogin=true[^"]*)"/)?.[1] ?? "";
  return href.replace(/&amp;/g, "&");
}

describe("the return path through the verification email", () => {
  it("rides in the link and brings the shopper back to the item, nickname kept, with the sign-in open", async () => {
    const back = "/game/1?type=items&server=Azralon&tag=Thrall";
    const link = await registerThroughPage(back);
    expect(link.searchParams.get("next")).toBe(back);
    expect(await signInHref(`${link.pathname}${link.search}`)).toBe(`${back}&openLogin=true`);
  });

  it("leaves the link as before without one: back to the home page", async () => {
    const link = await registerThroughPage();
    expect(link.searchParams.has("next")).toBe(false);
    expect(await signInHref(`${link.pathname}${link.search}`)).toBe("/?openLogin=true");
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example"])(
    "drops %s in the form, and in an edited link",
    async (unsafe) => {
      const link = await registerThroughPage(unsafe);
      expect(link.searchParams.has("next")).toBe(false);
      link.searchParams.set("next", unsafe);
      expect(await signInHref(`${link.pathname}${link.search}`)).toBe("/?openLogin=true");
    },
  );
});
