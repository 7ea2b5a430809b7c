import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, createVerifiedAccount, signIn } from "../../../tests/workers/support/store";
import { createDatabase } from "../../db/client";
import demoAccounts from "../../db/seed/demo-accounts.json";
import { seedDemoData } from "../../db/seed/seed-demo";

async function signedInUser() {
  const account = await createVerifiedAccount();
  const cookie = await signIn(account);
  const me = await (await callApi("GET", "/api/auth/me", undefined, { cookie })).json<{ user: { id: number } }>();
  return { ...account, cookie, id: me.user.id };
}

describe("/api/users/{id}", () => {
  beforeAll(async () => {
    await seedDemoData(createDatabase(env.DB), "test-pepper");
  });

  it("lets a user read and change their own name and phone (digits only)", async () => {
    const user = await signedInUser();
    const read = await callApi("GET", `/api/users/${user.id}`, undefined, { cookie: user.cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ nome: user.name, email: user.email, telefone: "11987654321" });

    const changed = await callApi(
      "PUT",
      `/api/users/${user.id}`,
      { nome: " Maria Lima ", telefone: "(21) 99876-5432", email: "ignored@example.com" },
      { cookie: user.cookie },
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ nome: "Maria Lima", telefone: "21998765432" });
    const reread = await callApi("GET", `/api/users/${user.id}`, undefined, { cookie: user.cookie });
    // The email is not changed through this call.
    expect(await reread.json()).toEqual({ nome: "Maria Lima", email: user.email, telefone: "21998765432" });
  });

  it("refuses to show or change another user: 403, and the other user is untouched", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const read = await callApi("GET", `/api/users/${alice.id}`, undefined, { cookie: bob.cookie });
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({
      error: "forbidden",
      message: expect.any(String),
      requestId: expect.any(String),
    });
    const write = await callApi(
      "PUT",
      `/api/users/${alice.id}`,
      { nome: "Hacked", telefone: "11900000000" },
      { cookie: bob.cookie },
    );
    expect(write.status).toBe(403);
    const aliceSees = await callApi("GET", `/api/users/${alice.id}`, undefined, { cookie: alice.cookie });
    expect(await aliceSees.json()).toMatchObject({ nome: alice.name, telefone: "11987654321" });
    // Unknown ids look the same as other people's, so nobody learns which ids exist.
    expect((await callApi("GET", "/api/users/999999", undefined, { cookie: bob.cookie })).status).toBe(403);
  });

  it("answers 401 without a session", async () => {
    const user = await signedInUser();
    const read = await callApi("GET", `/api/users/${user.id}`);
    expect(read.status).toBe(401);
    expect(await read.json()).toEqual({
      error: "unauthorized",
      message: expect.any(String),
      requestId: expect.any(String),
    });
    expect((await callApi("PUT", `/api/users/${user.id}`, { nome: "Nobody", telefone: "11900000000" })).status).toBe(
      401,
    );
  });

  it("lets an admin read and change any user; 404 for an unknown id, 400 for a malformed one", async () => {
    const user = await signedInUser();
    const admin = await signIn(demoAccounts.admin);
    const read = await callApi("GET", `/api/users/${user.id}`, undefined, { cookie: admin });
    expect(await read.json()).toMatchObject({ email: user.email });
    const write = await callApi(
      "PUT",
      `/api/users/${user.id}`,
      { nome: "Fixed Name", telefone: "11911112222" },
      { cookie: admin },
    );
    expect(write.status).toBe(200);
    const unknown = await callApi("GET", "/api/users/999999", undefined, { cookie: admin });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: "not_found",
      message: expect.any(String),
      requestId: expect.any(String),
    });
    for (const malformed of ["abc", "0", "-1", "1.5", "1e3", "99999999999999999999"]) {
      const response = await callApi("GET", `/api/users/${malformed}`, undefined, { cookie: admin });
      expect(response.status, malformed).toBe(400);
      expect(await response.json()).toEqual({
        error: "invalid_id",
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
  });
});
