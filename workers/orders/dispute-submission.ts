// Answering a dispute with its evidence pack (./dispute-evidence.ts), exactly once: an admin's
// Submit, the store's own a day before the bank's deadline, and any replay all go through one
// guarded statement (open → submitting), in the batch that puts the submission in the outbox.
// The outbox then uploads the documents and submits (retried until the provider takes it); once it
// has, the dispute is `submitted` and the order's payment log says so.
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { TextValues } from "../../shared/i18n/translator";
import { translatorFor } from "../../shared/i18n/translators";
import { requirePower, type Viewer } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { orderDisputes, paymentEvents } from "../db/schema";
import { type DisputeEvidenceEffect, recordEffectIfOrder } from "../effects/outbox";
import type { EffectServices } from "../effects/perform";
import type { TryOutcome } from "../effects/runner";
import { type AuditOrigin, auditStatementIf, changedJustBefore } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import type { DisputeEvidence, EvidenceFile } from "../payments/provider";
import { type EvidenceEnv, type EvidencePack, evidencePackOf, latestDispute } from "./dispute-evidence";

/** The outbox key of a dispute's submission, and so of its uploads and its update at the provider. */
export const disputeEvidenceKey = (disputeId: string) => `dispute-evidence-${disputeId}`;

/** Who submits: a staff member (from where), or the store itself (null) a day before the deadline. */
type Submitter = { actorUserId: number; from: AuditOrigin } | null;

/**
 * Moves the dispute from open to submitting and records its effect, in one batch; answers whether
 * this call did it (false: someone else already had, or it was not open).
 */
async function claimSubmission(
  db: Database,
  dispute: { disputeId: string; orderId: number },
  note: string,
  by: Submitter,
): Promise<boolean> {
  const now = new Date().toISOString();
  const payload: DisputeEvidenceEffect = {
    kind: "dispute_evidence",
    orderId: dispute.orderId,
    disputeId: dispute.disputeId,
  };
  const [claimed] = await db.batch([
    db
      .update(orderDisputes)
      .set({ submission: "submitting", note, submittedBy: by?.actorUserId ?? null, submitRequestedAt: now })
      .where(and(eq(orderDisputes.disputeId, dispute.disputeId), eq(orderDisputes.submission, "open")))
      .returning({ disputeId: orderDisputes.disputeId }),
    auditStatementIf(
      db,
      {
        actorUserId: by?.actorUserId ?? null,
        from: by?.from ?? null,
        action: "submit_dispute_evidence",
        entity: "order",
        entityId: dispute.orderId,
        before: { disputeId: dispute.disputeId, submission: "open" },
        after: { disputeId: dispute.disputeId, submission: "submitting", note },
      },
      changedJustBefore,
    ),
    recordEffectIfOrder(
      db,
      dispute.orderId,
      sql`exists (select 1 from ${orderDisputes} where ${orderDisputes.disputeId} = ${dispute.disputeId}
        and ${orderDisputes.submission} = 'submitting')`,
      { key: disputeEvidenceKey(dispute.disputeId), orderId: dispute.orderId, payload },
    ),
  ]);
  return claimed.length > 0;
}

export interface DisputeSubmitDeps {
  db: Database;
  viewer: Viewer;
  from: AuditOrigin;
  /** Tries the recorded submission now; the outbox retries it if this fails. */
  runEffect: (key: string) => Promise<TryOutcome>;
}

/** An admin's Submit on the order's latest dispute, with their note; refused once it was submitted. */
export async function submitDisputeAsStaff(deps: DisputeSubmitDeps, orderId: number, note: string) {
  // Answering a chargeback speaks for the store about its money: the refunds power (managers, owners).
  requirePower(deps.viewer, "refunds");
  const dispute = await latestDispute(deps.db, orderId);
  if (!dispute) throw new DomainError("dispute_not_found", "orderMoney.dispute.notFound", 404);
  const by = { actorUserId: deps.viewer.id, from: deps.from };
  if (!(await claimSubmission(deps.db, dispute, note, by))) {
    throw new DomainError("dispute_already_submitted", "orderMoney.dispute.alreadySubmitted", 409);
  }
  await deps.runEffect(disputeEvidenceKey(dispute.disputeId));
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Disputes submitted per housekeeping run: the rest wait for the next run (every 5 minutes). */
const AUTO_SUBMIT_BATCH = 20;

/**
 * Housekeeping: submits the evidence of every open dispute whose deadline is a day away or nearer,
 * a bounded number per run. Returns how many it submitted.
 */
export async function submitDueEvidence(
  deps: { db: Database; runEffect: (key: string) => Promise<TryOutcome> },
  now: Date,
): Promise<number> {
  const due = await deps.db
    .select({ disputeId: orderDisputes.disputeId, orderId: orderDisputes.orderId })
    .from(orderDisputes)
    .where(
      and(
        eq(orderDisputes.submission, "open"),
        isNotNull(orderDisputes.dueBy),
        lte(orderDisputes.dueBy, new Date(now.getTime() + DAY_MS).toISOString()),
      ),
    )
    .limit(AUTO_SUBMIT_BATCH);
  let submitted = 0;
  for (const dispute of due) {
    if (!(await claimSubmission(deps.db, dispute, "", null))) continue;
    submitted += 1;
    await deps.runEffect(disputeEvidenceKey(dispute.disputeId));
  }
  return submitted;
}

/** An image of the MEDIA store by its address (/media/<key>), as a document; null once it is gone. */
async function proofFile(media: KVNamespace, url: string, index: number): Promise<EvidenceFile | null> {
  const found = await media.getWithMetadata<{ contentType?: string }>(url.replace(/^\/media\//, ""), "arrayBuffer");
  if (!found.value) return null;
  const type = found.metadata?.contentType ?? "image/png";
  return { name: `delivery-proof-${index + 1}.${type.split("/")[1] ?? "png"}`, type, bytes: found.value };
}

/**
 * The pack in the provider's evidence fields, in English (the bank's reader): the transcript and up
 * to two proof images as documents (Stripe takes one document per field), every proof's hash in text.
 */
async function evidenceOf(pack: EvidencePack, media: KVNamespace): Promise<DisputeEvidence> {
  const t = translatorFor("en");
  const said = (key: string, values?: TextValues) => t(`orderMoney.dispute.evidence.${key}`, values);
  const lines = pack.lines.map((line) =>
    said("line", {
      quantity: line.quantity,
      name: line.name,
      game: line.game,
      nickname: line.nickname,
      server: line.server ?? "-",
      amount: `${(line.lineTotalCents / 100).toFixed(2)} ${pack.order.currency}`,
    }),
  );
  // "203.0.113.9, BR": the address and country a step or sign-in came from, as far as the store recorded them.
  const place = (entry: { ip: string | null; country: string | null }) =>
    [entry.ip, entry.country].filter(Boolean).join(", ") || said("noAddress");
  const timeline = pack.timeline.map((entry) =>
    said("step", { step: said(`steps.${entry.step}`), at: entry.at, ip: place(entry) }),
  );
  const signIns = [
    said("signIns"),
    ...pack.signIns.map((signIn) =>
      said("signIn", {
        at: signIn.at,
        from: place(signIn),
        method: said(`methods.${signIn.method}`),
        device: signIn.device ?? "-",
      }),
    ),
    ...(pack.signIns.length === 0 ? [said("noSignIns")] : []),
  ];
  const charge = pack.charge
    ? said("charge", {
        threeDSecure: pack.charge.threeDSecure ?? said("notAsked"),
        risk: pack.charge.riskLevel ?? "-",
        score: pack.charge.riskScore ?? "-",
      })
    : said("noCharge");
  const hashes = pack.proofs.map((proof) => said("proof", { url: proof.url, sha256: proof.sha256 }));
  const transcript = pack.transcript
    .map((message) => `[${message.sentAt}] ${message.name}: ${message.content}`)
    .join("\n");
  const [first, second] = await Promise.all(pack.proofs.slice(0, 2).map((proof, i) => proofFile(media, proof.url, i)));
  const files: Record<string, EvidenceFile> = {};
  if (transcript) {
    files.customer_communication = {
      name: "order-chat.txt",
      type: "text/plain",
      bytes: new TextEncoder().encode(transcript).buffer as ArrayBuffer,
    };
  }
  if (first) files.service_documentation = first;
  if (second) files.uncategorized_file = second;
  const delivered = pack.timeline.find((entry) => entry.step === "delivered");
  return {
    disputeId: pack.dispute.disputeId,
    text: {
      customer_name: pack.buyer.name,
      customer_email_address: pack.buyer.email,
      product_description: lines.join("\n"),
      ...(delivered ? { service_date: delivered.at.slice(0, 10) } : {}),
      access_activity_log: [...timeline, charge, ...signIns].join("\n"),
      refund_policy_disclosure: said("policies", { version: pack.order.policiesAccepted ?? said("notRecorded") }),
      uncategorized_text: [pack.dispute.note, ...hashes].filter(Boolean).join("\n"),
    },
    files,
  };
}

/** The outbox's try: sends the pack as it stands in the records, then marks the dispute submitted, on its timeline. */
export async function performDisputeEvidence(
  services: EffectServices,
  env: EvidenceEnv,
  key: string,
  effect: DisputeEvidenceEffect,
): Promise<void> {
  const { db } = services;
  const dispute = await db.query.orderDisputes.findFirst({
    where: eq(orderDisputes.disputeId, effect.disputeId),
  });
  // Submitted already (a try whose acknowledgement was lost): nothing more to send.
  if (dispute?.submission !== "submitting") return;
  const pack = await evidencePackOf(db, env, dispute);
  const provider = services.provider();
  await provider.submitDisputeEvidence(await evidenceOf(pack, env.MEDIA), key);
  const at = new Date().toISOString();
  await db.batch([
    db
      .update(orderDisputes)
      .set({ submission: "submitted", submittedAt: at })
      .where(and(eq(orderDisputes.disputeId, effect.disputeId), eq(orderDisputes.submission, "submitting"))),
    db
      .insert(paymentEvents)
      .values({
        eventId: key,
        provider: provider.name,
        type: "dispute_evidence.submitted",
        orderId: effect.orderId,
        outcome: "applied",
        reason: dispute.submittedBy === null ? "evidence_submitted_automatically" : "evidence_submitted",
        objectRef: effect.disputeId,
        receivedAt: at,
      })
      .onConflictDoNothing(),
  ]);
}
