// The store's one error shape, the same for the REST API and the pages' actions:
// {error, message, details?}. `error` is a stable machine code, `message` is for people (already
// translated), `details` names each failing field.
import type { Translate } from "../../shared/i18n/translator";
import type { DomainError } from "./domain-error";
import type { FieldIssue } from "./validation";

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: string;
  message: string;
  details?: FieldError[];
}

/** A translate function fixed to one language (the store's translator, as `getFixedT` gives it). */
export type { Translate };

export function errorBody(error: string, message: string, details?: FieldError[]): ErrorBody {
  return details ? { error, message, details } : { error, message };
}

/** 400 body for input that failed a shared schema: one detail per failing rule, translated. */
export function validationErrorBody(issues: FieldIssue[], t: Translate): ErrorBody {
  return errorBody(
    "validation_error",
    t("validation.failed"),
    issues.map((issue) => ({ field: issue.field, message: t(issue.message) })),
  );
}

/** A domain rule's refusal (an unknown item, an empty cart…), translated; its field, if any, as the one detail. */
export function domainErrorBody(error: DomainError, t: Translate): ErrorBody {
  const message = t(error.messageKey);
  return errorBody(error.code, message, error.field ? [{ field: error.field, message }] : undefined);
}
