// The account's sign-in history as tests read it (workers/accounts/sign-ins.ts, issue 51).
import { asc, eq } from "drizzle-orm";
import { signIns, users } from "../../../workers/db/schema";
import { db } from "./catalogue-rows";

/** The methods the account's sign-ins were recorded with, oldest first. */
export async function signInMethodsOf(email: string): Promise<string[]> {
  const rows = await db
    .select({ method: signIns.method })
    .from(signIns)
    .innerJoin(users, eq(users.id, signIns.userId))
    .where(eq(users.email, email))
    .orderBy(asc(signIns.id));
  return rows.map((row) => row.method);
}
