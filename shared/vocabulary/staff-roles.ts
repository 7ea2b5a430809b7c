// A staff role in words ("Support agent"), never its code ("support").
import { STAFF_ROLES, type StaffRole } from "../codes";
import type { Translate } from "../i18n/translator";

export function staffRoleText(t: Translate, role: StaffRole | string): string {
  return (STAFF_ROLES as readonly string[]).includes(role) ? t(`vocabulary.staffRoles.${role}`) : role;
}
