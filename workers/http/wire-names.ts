// The domain services name the fields they refuse in their own words (`quantity`, `platform`); the
// forms and the REST API name them as the spec's wire does (`quantidade`, `plataforma_selecionada`).
// The edges that call a service put the refusal back into the wire names of what was sent, so the
// error body's details name a field the client knows.
import { DomainError } from "../services/domain-error";

/** Each domain field name and the wire name it was sent under. */
export type WireNames = Readonly<Record<string, string>>;

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
