// The store always keeps an active owner (issue 49). Whatever could take away the last one (a role
// change, a removal from the staff, deleting one's own account) decides it in the statement that
// changes the row, with this condition in its WHERE, never by a read before it: two owners leaving
// at the same moment leave one owner.
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { users } from "../db/schema";

const otherOwner = alias(users, "other_owner");

/** Another active owner than `userId` exists, as the statement runs. */
export function anotherActiveOwner(db: Database, userId: number): SQL {
  // drizzle puts the subquery in its parentheses.
  return sql`exists ${db
    .select({ one: sql`1` })
    .from(otherOwner)
    .where(
      and(
        eq(otherOwner.isAdmin, true),
        eq(otherOwner.staffRole, "owner"),
        sql`${otherOwner.disabledAt} is null`,
        ne(otherOwner.id, userId),
      ),
    )}`;
}
