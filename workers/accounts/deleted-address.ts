// The address a deleted account is left with: unique and never deliverable (.invalid is reserved),
// so the real address can register again.
export const DELETED_EMAIL_DOMAIN = "deleted.invalid";

export function deletedAddress(userId: number): string {
  return `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`;
}
