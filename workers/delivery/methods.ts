// A game's hand-over methods (issue 49) and the one rule for a line's choice among them: a game
// with none asks nothing; with one, that one is used; with several, the shopper must choose. The
// details a method asks for (the character name, a time window) are then required. The order line
// keeps a copy of the method as chosen (shared/orders/delivery-choice.ts), so renaming or removing a
// method later changes nothing promised.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Language } from "../../shared/i18n/config";
import { inLanguage } from "../../shared/i18n/in-language";
import type { DeliveryChoice } from "../../shared/orders/delivery-choice";
import type { Database } from "../db/client";
import { cartLines, deliveryMethods } from "../db/schema";
import { DomainError } from "../kernel/domain-error";

export type DeliveryMethod = typeof deliveryMethods.$inferSelect;

/** The methods a game offers now, in the admin's order. */
export function offeredMethodsQuery(db: Database, gameId: number) {
  return db
    .select()
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.gameId, gameId), isNull(deliveryMethods.removedAt)))
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
}

/**
 * The methods a shopper's cart lines chose, removed or not (a line chose it while it was offered):
 * the copy checkout writes onto each order line.
 */
export function methodsOfCartQuery(db: Database, userId: number) {
  const chosen = db.select({ id: cartLines.deliveryMethodId }).from(cartLines).where(eq(cartLines.userId, userId));
  return db.select().from(deliveryMethods).where(inArray(deliveryMethods.id, chosen));
}

/** What a line says about its hand-over, as the shopper sent it. */
export interface DeliveryAsked {
  deliveryMethodId?: number | null;
  characterName?: string | null;
  timeWindow?: string | null;
}

/** The line's hand-over as the cart keeps it: the method and only the details that method asks for. */
export interface DeliverySettled {
  deliveryMethodId: number | null;
  characterName: string | null;
  timeWindow: string | null;
}

const NONE: DeliverySettled = { deliveryMethodId: null, characterName: null, timeWindow: null };

/** The method's name in a language (either falls back to the other, as catalogue texts do). */
export function methodLabel(method: Pick<DeliveryMethod, "labelEn" | "labelPt">, language: Language): string {
  return inLanguage({ en: method.labelEn, pt: method.labelPt }, language);
}

/** Checks a line's hand-over against the game's methods now; refuses naming the field at fault. */
export function checkDelivery(offered: DeliveryMethod[], asked: DeliveryAsked, language: Language): DeliverySettled {
  if (offered.length === 0) return NONE;
  const choices = offered.map((method) => methodLabel(method, language)).join(", ");
  const method =
    offered.length === 1 && asked.deliveryMethodId == null
      ? offered[0]
      : offered.find((candidate) => candidate.id === asked.deliveryMethodId);
  if (!method) {
    const messageKey =
      asked.deliveryMethodId == null ? "delivery.refused.methodRequired" : "delivery.refused.methodUnknown";
    throw new DomainError("invalid_delivery_method", messageKey, 400, {
      fields: [{ field: "deliveryMethodId", messageKey }],
      params: { choices },
    });
  }
  const characterName = method.asksCharacterName ? asked.characterName?.trim() || null : null;
  const timeWindow = method.asksTimeWindow ? asked.timeWindow?.trim() || null : null;
  const missing = [
    ...(method.asksCharacterName && !characterName
      ? [{ field: "characterName", messageKey: "delivery.refused.characterNameRequired" }]
      : []),
    ...(method.asksTimeWindow && !timeWindow
      ? [{ field: "timeWindow", messageKey: "delivery.refused.timeWindowRequired" }]
      : []),
  ];
  if (missing.length > 0) {
    throw new DomainError("delivery_details_required", missing[0]?.messageKey ?? "", 400, { fields: missing });
  }
  return { deliveryMethodId: method.id, characterName, timeWindow };
}

/** The copy of a line's hand-over an order line keeps; null without a method (or one no longer known). */
export function deliveryChoiceOf(methods: DeliveryMethod[], line: DeliverySettled): DeliveryChoice | null {
  const method = methods.find((candidate) => candidate.id === line.deliveryMethodId);
  if (!method) return null;
  return {
    methodId: method.id,
    label: { en: method.labelEn, pt: method.labelPt },
    proof: { en: method.proofEn, pt: method.proofPt },
    characterName: line.characterName,
    timeWindow: line.timeWindow,
  };
}

/** A method as the game page offers it, in the page's language. */
export interface OfferedMethod {
  id: number;
  label: string;
  asksCharacterName: boolean;
  asksTimeWindow: boolean;
}

export function offeredMethod(method: DeliveryMethod, language: Language): OfferedMethod {
  return {
    id: method.id,
    label: methodLabel(method, language),
    asksCharacterName: method.asksCharacterName,
    asksTimeWindow: method.asksTimeWindow,
  };
}

/** An order line's hand-over in one language, for the order, the desk and the API. */
export interface ShownDelivery {
  methodId: number;
  method: string;
  proof: string;
  characterName: string | null;
  timeWindow: string | null;
}

export function shownDelivery(choice: DeliveryChoice | null, language: Language): ShownDelivery | null {
  if (!choice) return null;
  return {
    methodId: choice.methodId,
    method: inLanguage(choice.label, language),
    proof: inLanguage(choice.proof, language),
    characterName: choice.characterName,
    timeWindow: choice.timeWindow,
  };
}
