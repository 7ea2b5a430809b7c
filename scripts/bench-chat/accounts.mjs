// Bench users, made the way real ones are: registered and verified through the API (the dev
// mailbox holds the link) and signed in. Each comes from its own client IP, as distinct shoppers
// do, so the per-IP sign-up and sign-in limits do not apply across them.
const PASSWORD = "Bench#Pass1";

function ipFor(index) {
  return `10.200.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

async function call(base, path, { method = "GET", body, ip, cookie } = {}) {
  const headers = { "CF-Connecting-IP": ip };
  if (body !== undefined) Object.assign(headers, { "Content-Type": "application/json", Origin: base });
  if (cookie) headers.Cookie = cookie;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response;
}

async function expectStatus(response, status, what) {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

async function verificationLink(base, email, ip) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const emails = await (await call(base, `/api/dev/emails?to=${encodeURIComponent(email)}`, { ip })).json();
    const link = emails[0]?.text.match(/https?:\/\/\S+\/verify-email\S*/)?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification email for ${email}`);
}

/** One verified, signed-in account; answers its session cookie. */
async function createAccount(base, runId, index) {
  const ip = ipFor(index);
  const email = `bench-${runId}-${index}@bench.example`;
  await expectStatus(
    await call(base, "/api/auth/register", {
      method: "POST",
      body: { nome: `Bench User ${index}`, email, password: PASSWORD, telefone: "11987654321" },
      ip,
    }),
    201,
    `register ${email}`,
  );
  const link = await verificationLink(base, email, ip);
  await expectStatus(await call(base, `/api/auth/verify-email${link.search}`, { ip }), 200, `verify ${email}`);
  const login = await expectStatus(
    await call(base, "/api/auth/login", { method: "POST", body: { email, password: PASSWORD }, ip }),
    200,
    `login ${email}`,
  );
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return { email, ip, cookie };
}

/** `count` accounts, a few at a time (each hashes a password twice). */
export async function createAccounts(base, count) {
  const runId = Date.now().toString(36);
  const accounts = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, offset) => start + offset);
    accounts.push(...(await Promise.all(batch.map((index) => createAccount(base, runId, index)))));
  }
  return accounts;
}

/** The owner's open conversation: the room every bench client joins. */
export async function openConversation(base, owner) {
  const response = await expectStatus(
    await call(base, "/api/chat/conversations", { method: "POST", body: {}, ip: owner.ip, cookie: owner.cookie }),
    200,
    "open conversation",
  );
  return (await response.json()).id;
}
