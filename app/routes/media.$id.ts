import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { imageResponse } from "@workers/services/admin/media";

/** An image uploaded in the admin area (workers/services/admin/media.ts). */
export function loader({ params, context }: LoaderFunctionArgs) {
  return imageResponse(context.cloudflare.env.MEDIA, params.id ?? "");
}
