import type { Context } from "hono";
import { parseId } from "../../shared/ids";
import { DomainError } from "../kernel/domain-error";

/** The id in path parameter `name`; a 400 refusal (answered by the API's onError) when it is not one. */
export function pathId(c: Context, name: string): number {
  const id = parseId(c.req.param(name));
  if (id === null) throw new DomainError("invalid_id", "catalogue.api.invalidId", 400, { params: { name } });
  return id;
}
