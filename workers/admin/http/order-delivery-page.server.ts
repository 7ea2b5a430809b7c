// The admin order page's delivery intents (tick a step, post a note, attach proof), read with the
// shared schemas and run by the admin delivery service; null for any other intent.

import {
  addPublicNote,
  attachProof,
  milestoneTickSchema,
  proofSchema,
  publicNoteSchema,
  tickMilestone,
} from "@workers/admin/order-delivery";
import { readForm } from "@workers/edge/page-input.server";
import type { AdminDeps } from "@workers/kernel/audit-log";
import { DomainError } from "@workers/kernel/domain-error";

export async function deliveryAction(
  request: Request,
  deps: AdminDeps,
  orderId: number,
  fields: Record<string, string | string[]>,
  files: Record<string, File>,
) {
  const done = { done: "delivery" as const };
  if (fields.intent === "tick") {
    const input = await readForm(request, milestoneTickSchema, fields);
    await tickMilestone(deps, orderId, input.step);
    return done;
  }
  if (fields.intent === "note") {
    const input = await readForm(request, publicNoteSchema, fields);
    await addPublicNote(deps, orderId, input.text);
    return done;
  }
  if (fields.intent === "proof") {
    const input = await readForm(request, proofSchema, fields);
    const image = files.image;
    if (!image) throw new DomainError("proof_image_missing", "orderTrust.admin.proofRequired", 400, "image");
    await attachProof(deps, orderId, image, input.note);
    return done;
  }
  return null;
}
