// /admin/reviews: every review of a delivered order, newest first, filtered by shown/hidden and by
// stars. The admin hides one with a reason (its author is emailed it), shows a hidden one again, or
// answers it publicly. Plain forms that post without JavaScript; the loader and the action are the
// reviews area's (workers/reviews/http/admin-page.server.ts).
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { REVIEW_STARS, REVIEW_TEXT_MAX } from "@shared/reviews/schemas";
import type { action, loader } from "@workers/reviews/http/admin-page.server";
import type { AdminReview } from "@workers/reviews/read";
import { AdminList } from "~/components/admin/admin-list";
import { SelectField } from "~/components/admin/select-field";
import { TextAreaField } from "~/components/admin/text-area-field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { LocalTime } from "~/components/local-time";
import { StarRating } from "~/components/star-rating";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { privatePageMeta } from "~/lib/meta";

export const meta = privatePageMeta;

export { action, loader } from "@workers/reviews/http/admin-page.server";

export default function AdminReviews() {
  const { filter, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("reviewsShown.admin.title")}</h1>
      <p>{t("reviewsShown.admin.intro")}</p>
      <AdminList
        filters={
          <>
            <SelectField
              label={t("reviewsShown.admin.shown")}
              name="shown"
              defaultValue={filter.shown}
              options={[
                { value: "all", label: t("reviewsShown.admin.shownAll") },
                { value: "visible", label: t("reviewsShown.admin.shownVisible") },
                { value: "hidden", label: t("reviewsShown.admin.shownHidden") },
              ]}
            />
            <SelectField
              label={t("reviewsShown.admin.rating")}
              name="rating"
              allLabel={t("reviewsShown.admin.ratingAll")}
              defaultValue={filter.rating === null ? "" : String(filter.rating)}
              options={REVIEW_STARS.map((stars) => ({
                value: String(stars),
                label: t("reviews.form.stars", { count: stars }),
              }))}
            />
          </>
        }
        submit={t("reviewsShown.admin.apply")}
        list={list}
        headers={[
          { key: "date", header: t("admin.orders.date") },
          { key: "review", header: t("reviewsShown.admin.title") },
          { key: "actions", header: t("admin.common.actions") },
        ]}
      >
        {list.rows.map((review) => (
          <ReviewRow key={review.id} review={review} />
        ))}
      </AdminList>
    </>
  );
}

type Answer = { intent?: string; done?: "hidden" | "unhidden" | "answered" } | undefined;

function ReviewRow({ review }: { review: AdminReview & { facts: string[] } }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as Answer;
  const navigation = useNavigation();
  const busyWith = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("review_id") === String(review.id);
  const answerOf = (intent: string) => (answer?.intent === `${intent}-${review.id}` ? answer : undefined);
  const hideAnswer = answerOf("hide");
  const replyAnswer = answerOf("answer");
  // A refusal about the field shows under it; one about the review itself (not found, already hidden) too.
  const errorsOf = (body: unknown, field: string) => {
    if (!isErrorBody(body)) return [];
    const own = (body.details ?? []).filter((detail) => detail.field === field).map((detail) => detail.message);
    return own.length > 0 ? own : [body.message];
  };
  const done = [hideAnswer, answerOf("unhide"), replyAnswer].find((a) => a?.done)?.done;
  const unhideAnswer: unknown = answerOf("unhide");
  const refusal = isErrorBody(unhideAnswer) ? unhideAnswer : null;
  return (
    <tr data-review={review.id}>
      <td>
        <LocalTime iso={review.createdAt} />
      </td>
      <td>
        <p>
          <strong>{review.author}</strong> · {review.gameName} ·{" "}
          <a href={`/admin/orders/${review.orderId}`}>{t("reviewsShown.admin.order", { id: review.orderId })}</a>
        </p>
        <StarRating rating={review.rating} />
        {review.text ? <p>{review.text}</p> : null}
        <p className="admin-muted">{review.facts.join(" · ")}</p>
        {review.hiddenReason !== null ? (
          <p className="badge badge--warning">
            {t("reviewsShown.admin.hiddenBecause", { reason: review.hiddenReason })}
          </p>
        ) : null}
      </td>
      <td>
        {done ? <FormAlert kind="success">{t(`reviewsShown.admin.done.${done}`, { id: review.id })}</FormAlert> : null}
        {refusal ? <FormAlert kind="error">{refusal.message}</FormAlert> : null}
        {review.hiddenReason === null ? (
          <ModerationForm
            intent="hide"
            reviewId={review.id}
            note={{
              name: "reason",
              label: t("reviewsShown.admin.reasonLabel"),
              errors: errorsOf(hideAnswer, "reason"),
            }}
            busy={busyWith("hide")}
            label={t("reviewsShown.admin.hide")}
            busyLabel={t("reviewsShown.admin.hiding")}
          />
        ) : (
          <ModerationForm
            intent="unhide"
            reviewId={review.id}
            busy={busyWith("unhide")}
            label={t("reviewsShown.admin.unhide")}
            busyLabel={t("reviewsShown.admin.unhiding")}
          />
        )}
        <ModerationForm
          // A new answer from the store resets what the field holds.
          key={review.reply ?? ""}
          intent="answer"
          reviewId={review.id}
          note={{
            name: "reply",
            label: t("reviewsShown.admin.answerLabel"),
            defaultValue: review.reply ?? "",
            errors: errorsOf(replyAnswer, "reply"),
          }}
          busy={busyWith("answer")}
          label={t(review.reply ? "reviewsShown.admin.editAnswer" : "reviewsShown.admin.answer")}
          busyLabel={t("reviewsShown.admin.answering")}
        />
      </td>
    </tr>
  );
}

/** One moderation form: its intent and review, an optional required note (reason, answer), its button. */
function ModerationForm({
  intent,
  reviewId,
  note,
  busy,
  label,
  busyLabel,
}: {
  intent: "hide" | "unhide" | "answer";
  reviewId: number;
  note?: { name: string; label: string; defaultValue?: string; errors: string[] };
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Form method="post" className="admin-review__form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="review_id" value={reviewId} />
      {note ? (
        <TextAreaField
          label={note.label}
          name={note.name}
          rows={2}
          required
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={note.defaultValue}
          errors={note.errors}
        />
      ) : null}
      <SubmitButton postsWithoutScript busy={busy} label={label} busyLabel={busyLabel} />
    </Form>
  );
}
