import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { imageResponse } from "@workers/services/admin/media";
import { getSessionUser } from "~/lib/auth.server";

/** An image uploaded in the admin area (workers/services/admin/media.ts); a delivery proof only to its order's shopper and admins. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const reader = {
    media: context.cloudflare.env.MEDIA,
    db: context.db,
    viewer: () => getSessionUser(request, context),
  };
  return imageResponse(reader, params.id ?? "");
}
