// /media/{id} (app/routes/media.$id.ts): the admin area's, which keeps the images it serves.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readImage } from "@workers/admin/media";
import { refusalResponse } from "@workers/edge/page-refusals.server";

/**
 * An image uploaded in the admin area (workers/admin/media.ts); a delivery proof only to
 * its order's shopper and admins. A catalogue picture's id never changes content, so anyone may
 * cache it for a year; a delivery proof only the browser of the person allowed to see it.
 */
export function loader({ params, context }: LoaderFunctionArgs) {
  const reader = {
    media: context.cloudflare.env.MEDIA,
    db: context.db,
    viewer: () => context.user(),
  };
  return refusalResponse(context.t, async () => {
    const image = await readImage(reader, params.id ?? "");
    return new Response(image.bytes, {
      headers: {
        "Content-Type": image.contentType,
        "Cache-Control": image.orderId === null ? "public, max-age=31536000, immutable" : "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
