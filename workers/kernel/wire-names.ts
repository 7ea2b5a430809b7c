// A refused field named as it was sent: the action functions that both entries call (decision 038)
// run their service in `inWireNames`, with the input's one table of names (shared/wire-names.ts), so
// neither entry maps a name itself.
import type { WireNames } from "../../shared/wire-names";
import { DomainError } from "./domain-error";

/** Runs a service call; a refusal naming domain fields is thrown again naming their wire fields. */
export async function inWireNames<T>(names: WireNames, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.fields.some(({ field }) => names[field] !== undefined)) throw error;
    throw new DomainError(error.code, error.messageKey, error.status, {
      fields: error.fields.map((refusal) => ({ ...refusal, field: names[refusal.field] ?? refusal.field })),
      params: error.params,
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
}
