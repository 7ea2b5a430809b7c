// An admin audit entry in words: "Removed admin rights from user #223", never "revoke_admin user #223".

import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from "../codes";
import type { Translate } from "../i18n/translator";

/** Records of which there is only one: their entries name no number. */
const SINGLE_RECORDS: readonly string[] = ["settings", "featured_games", "customer_list"] satisfies AuditEntity[];

function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

function isAuditEntity(value: string): value is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(value);
}

export function auditActionText(t: Translate, entry: { action: string; entity: string; entityId: string }): string {
  const entity = t(`vocabulary.auditEntities.${isAuditEntity(entry.entity) ? entry.entity : "other"}`);
  if (SINGLE_RECORDS.includes(entry.entity)) {
    const single = entry.action === "update" || entry.action === "export" ? entry.action : "other";
    return t(`vocabulary.auditSingles.${single}`, { entity });
  }
  const action = isAuditAction(entry.action) ? entry.action : "other";
  return t(`vocabulary.auditActions.${action}`, { entity, id: entry.entityId });
}
