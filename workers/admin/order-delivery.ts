// What an admin does on an order while delivering it, each shown on the shopper's live page:
// ticking off a boosting or carry step, a public note, and delivery proof (an image stored through
// the media upload, kept with its SHA-256 so a later change of the file is detectable).
import { and, eq, isNull, sql } from "drizzle-orm";
import * as v from "valibot";
import { optionalText, requiredText } from "../../shared/admin/form-fields";
import { orderMilestones, orderNotes, orderProofs, orders } from "../db/schema";
import type { AdminDeps } from "../kernel/audit-log";
import { auditStatement, auditStatementIf, changedJustBefore } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { discardImage, planImage, storeImage } from "./media";

export const milestoneTickSchema = v.object({
  step: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "admin.validation.choice"), v.transform(Number)),
});
export const publicNoteSchema = v.object({ text: requiredText(1000) });
export const proofSchema = v.object({ note: optionalText(1000) });

const now = () => new Date().toISOString();

/** Marks one step done (once: ticking it again changes nothing), with its timeline entry. */
export async function tickMilestone(deps: AdminDeps, orderId: number, stepId: number): Promise<void> {
  const { db } = deps;
  const open = and(
    eq(orderMilestones.id, stepId),
    eq(orderMilestones.orderId, orderId),
    isNull(orderMilestones.doneAt),
  );
  const at = now();
  await db.batch([
    // The timeline entry only while the step is still open: two admins ticking at once write one.
    db.insert(orderNotes).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          orderId: orderMilestones.orderId,
          kind: sql<"milestone">`'milestone'`.as("kind"),
          text: orderMilestones.label,
          actorUserId: sql<number>`${deps.actorUserId}`.as("actor_user_id"),
          createdAt: sql<string>`${at}`.as("created_at"),
        })
        .from(orderMilestones)
        .where(open),
    ),
    db.update(orderMilestones).set({ doneAt: at }).where(open),
    // Audited only when this press ticked it (the update above changed the step).
    auditStatementIf(
      db,
      {
        actorUserId: deps.actorUserId,
        from: deps.from,
        action: "tick_milestone",
        entity: "order",
        entityId: orderId,
        before: { step: stepId, done: false },
        after: { step: stepId, done: true },
      },
      changedJustBefore,
    ),
  ]);
}

/** A note the shopper reads on the order's timeline. */
/** How long the same note by the same admin counts as the same submission (a second press, a resent form). */
const SAME_NOTE_SECONDS = 120;

/** Posts a note the shopper reads on the timeline; the same text posted again right after is kept once. */
export async function addPublicNote(deps: AdminDeps, orderId: number, text: string): Promise<void> {
  await requireOrder(deps, orderId);
  const at = new Date();
  const since = new Date(at.getTime() - SAME_NOTE_SECONDS * 1000).toISOString();
  // One statement, so two presses racing each other still insert once (and audit once: the entry
  // follows only the insert that happened).
  await deps.db.batch([
    deps.db.insert(orderNotes).select(
      deps.db
        .select({
          id: sql<number>`null`.as("id"),
          orderId: sql<number>`${orderId}`.as("order_id"),
          kind: sql<"note">`'note'`.as("kind"),
          text: sql<string>`${text}`.as("text"),
          actorUserId: sql<number>`${deps.actorUserId}`.as("actor_user_id"),
          createdAt: sql<string>`${at.toISOString()}`.as("created_at"),
        })
        .from(sql`(select 1)`)
        .where(
          sql`not exists (select 1 from ${orderNotes} where ${orderNotes.orderId} = ${orderId} and ${orderNotes.kind} = 'note' and ${orderNotes.text} = ${text} and ${orderNotes.actorUserId} = ${deps.actorUserId} and ${orderNotes.createdAt} > ${since})`,
        ),
    ),
    auditStatementIf(
      deps.db,
      {
        actorUserId: deps.actorUserId,
        from: deps.from,
        action: "public_note",
        entity: "order",
        entityId: orderId,
        before: null,
        after: { note: text },
      },
      changedJustBefore,
    ),
  ]);
}

/** Lower-case hex SHA-256 of the bytes. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Stores the image and records it as proof, with its hash, the admin's note and a timeline entry. */
export async function attachProof(deps: AdminDeps, orderId: number, image: File, note: string): Promise<void> {
  await requireOrder(deps, orderId);
  const planned = planImage(image);
  const sha256 = await sha256Hex(await image.arrayBuffer());
  await storeImage(deps.env.MEDIA, planned, orderId);
  const at = now();
  try {
    await deps.db.batch([
      deps.db
        .insert(orderProofs)
        .values({ orderId, url: planned.url, sha256, note, actorUserId: deps.actorUserId, uploadedAt: at }),
      deps.db
        .insert(orderNotes)
        .values({ orderId, kind: "proof", text: note, actorUserId: deps.actorUserId, createdAt: at }),
      auditStatement(deps.db, {
        actorUserId: deps.actorUserId,
        from: deps.from,
        action: "update",
        entity: "order",
        entityId: orderId,
        before: null,
        after: { proof: planned.url, sha256 },
      }),
    ]);
  } catch (error) {
    await discardImage(deps.env.MEDIA, planned);
    throw error;
  }
}

async function requireOrder(deps: AdminDeps, orderId: number) {
  const found = await deps.db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.id, orderId) });
  if (!found) throw new DomainError("order_not_found", "orders.notFound", 404);
}
