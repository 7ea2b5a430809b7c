// The store's policies (terms of sale, refund and withdrawal, privacy), one text per language:
// what an admin saved, or the store's default text (shared/i18n/locales/*/policy-defaults.ts).

import type { PolicyInput } from "@shared/policies/form-schema";
import { and, eq, inArray } from "drizzle-orm";
import { type Language, supportedLanguages } from "../../shared/i18n/config";
import { translatorFor } from "../../shared/i18n/translators";
import type { Database } from "../db/client";
import { POLICY_SLUGS, type PolicySlug, policyPages } from "../db/schema";
import type { AdminDeps } from "../kernel/audit-log";
import { auditStatement } from "../kernel/audit-log";

export interface Policy {
  slug: PolicySlug;
  language: Language;
  body: string;
  /** Null while the default text is shown. */
  updatedAt: string | null;
}

const defaultBody = (slug: PolicySlug, language: Language) => translatorFor(language)(`policyDefaults.${slug}`);

export async function getPolicy(db: Database, slug: PolicySlug, language: Language): Promise<Policy> {
  const row = await db.query.policyPages.findFirst({
    where: and(eq(policyPages.slug, slug), eq(policyPages.language, language)),
  });
  return { slug, language, body: row?.body ?? defaultBody(slug, language), updatedAt: row?.updatedAt ?? null };
}

/** The policies a shopper accepts by buying: the terms of sale and the refund policy. */
const ACCEPTED_AT_CHECKOUT = ["terms", "refunds"] as const satisfies readonly PolicySlug[];

/**
 * Which texts of the terms and refund policy checkout shows in `language`, named by when each was
 * saved ("default" for the store's own text): "pt terms@2026-11-02T10:00:00.000Z refunds@default".
 */
export async function policiesVersion(db: Database, language: Language): Promise<string> {
  const rows = await db
    .select({ slug: policyPages.slug, updatedAt: policyPages.updatedAt })
    .from(policyPages)
    .where(and(inArray(policyPages.slug, [...ACCEPTED_AT_CHECKOUT]), eq(policyPages.language, language)));
  const versions = ACCEPTED_AT_CHECKOUT.map(
    (slug) => `${slug}@${rows.find((row) => row.slug === slug)?.updatedAt ?? "default"}`,
  );
  return [language, ...versions].join(" ");
}

/** Every policy in every language, for the admin editor. */
export async function listPolicies(db: Database): Promise<Policy[]> {
  const rows = await db.select().from(policyPages);
  return POLICY_SLUGS.flatMap((slug) =>
    supportedLanguages.map((language) => {
      const row = rows.find((candidate) => candidate.slug === slug && candidate.language === language);
      return { slug, language, body: row?.body ?? defaultBody(slug, language), updatedAt: row?.updatedAt ?? null };
    }),
  );
}

export async function savePolicy(deps: AdminDeps, input: PolicyInput): Promise<void> {
  const before = await getPolicy(deps.db, input.slug, input.language);
  const updatedAt = new Date().toISOString();
  await deps.db.batch([
    deps.db
      .insert(policyPages)
      .values({ ...input, updatedAt })
      .onConflictDoUpdate({ target: [policyPages.slug, policyPages.language], set: { body: input.body, updatedAt } }),
    auditStatement(deps.db, {
      actorUserId: deps.actorUserId,
      from: deps.from,
      action: "update",
      entity: "policy",
      entityId: `${input.slug}:${input.language}`,
      before: { length: before.body.length },
      after: { length: input.body.length },
    }),
  ]);
}
