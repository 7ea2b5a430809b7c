// The policies' names apart from their parser in ./policy-text.ts: the footer links to every
// policy on every page, the parser serves only the policy pages (issue #19: first-load JS).

/** The store's policies, which admins edit: terms of sale, refund and withdrawal, privacy. */
export const POLICY_SLUGS = ["terms", "refunds", "privacy"] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];
