// The admin's reviews page (/admin/reviews, app/routes/admin.reviews.tsx renders it): its loader and
// its moderation action, the same service functions (workers/reviews/moderation.ts) any other entry
// would call (decision 038).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageRequestOf } from "@shared/admin/listing";
import { parseId } from "@shared/ids";
import { REVIEW_STARS } from "@shared/reviews/schemas";
import { reviewFacts } from "@shared/reviews/shown";
import { adminDeps } from "@workers/edge/page-guards.server";
import { readFormFields } from "@workers/edge/page-input.server";
import { answering, pageNotFound, refusable } from "@workers/edge/page-refusals.server";
import { answerReview, hideReview, moderationDeps, unhideReview } from "@workers/reviews/moderation";
import { type AdminReviewFilter, adminReviewList } from "@workers/reviews/read";

const SHOWN = ["all", "visible", "hidden"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const shown = SHOWN.find((value) => value === params.get("shown")) ?? "all";
  const rating = Number(params.get("rating"));
  const filter: AdminReviewFilter = {
    shown,
    rating: REVIEW_STARS.includes(rating) ? rating : null,
    request: pageRequestOf(params),
  };
  const found = await adminReviewList(db, filter);
  const { t, language } = context;
  const list = { ...found, rows: found.rows.map((review) => ({ ...review, facts: reviewFacts(t, language, review) })) };
  return { title: context.t("reviewsShown.admin.metaTitle"), filter, list };
}

/** intent=hide (with a reason), intent=unhide, intent=answer (with the answer), each of `review_id`. */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const { db, env, actorUserId, from } = await adminDeps(request, context);
  const fields = await readFormFields(request);
  const reviewId = parseId(String(fields.review_id ?? ""));
  if (reviewId === null) throw pageNotFound();
  const admin = { id: actorUserId, from };
  const intent = `${String(fields.intent)}-${reviewId}`;
  return answering(context.t, intent, async () => {
    if (fields.intent === "hide") {
      await hideReview(moderationDeps(db, env), admin, reviewId, String(fields.reason ?? ""));
      return { done: "hidden" as const, reviewId };
    }
    if (fields.intent === "unhide") {
      await unhideReview({ db, env }, admin, reviewId);
      return { done: "unhidden" as const, reviewId };
    }
    await answerReview({ db, env }, admin, reviewId, String(fields.reply ?? ""));
    return { done: "answered" as const, reviewId };
  });
});
