// A support conversation's status in words ("Open"), never its code ("open").
import type { Translate } from "../i18n/translator";

const CHAT_STATUSES = ["open", "closed"] as const;

export function chatStatusText(t: Translate, status: string): string {
  return (CHAT_STATUSES as readonly string[]).includes(status) ? t(`vocabulary.chatStatuses.${status}`) : status;
}
