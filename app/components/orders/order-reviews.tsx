import { Form, useNavigation } from "@remix-run/react";
import { REVIEW_TEXT_MAX } from "@shared/reviews/schemas";
import type { OwnReview } from "@workers/reviews/read";
import { useId } from "react";
import { TextAreaField } from "~/components/admin/text-area-field";
import { FormAlert } from "~/components/form/form-alert";
import { PressKeyInput } from "~/components/form/press-key-input";
import { SubmitButton } from "~/components/form/submit-button";
import { StarRating } from "~/components/star-rating";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { useFormatDate } from "~/lib/order-view";
import { pressOnce } from "~/lib/press-once-script";

const STARS = [1, 2, 3, 4, 5];

export interface OrderReviewState {
  open: boolean;
  lines: Array<{ lineId: number; name: string; review: OwnReview | null }>;
}

/** The page's action answer: a review form's is tagged with its line's intent (the route's `answering`). */
type ReviewAnswer = object | undefined;

/**
 * After delivery, a form per line to rate it (1 to 5 stars and an optional text) or to change the
 * review while it may be changed (workers/reviews/write.ts). Plain forms: they work before
 * and without the page's script, and a refusal comes back under the form it answers.
 */
export function OrderReviews({
  orderId,
  state,
  answer,
  pressKey,
}: {
  orderId: number;
  state: OrderReviewState | null;
  answer: ReviewAnswer;
  /** The key a review's press carries: the same press posted twice writes one review and answers it. */
  pressKey: string;
}) {
  const { t } = useTranslation();
  if (!state || (!state.open && state.lines.every((line) => line.review === null))) return null;
  return (
    <section className="order-reviews surface" aria-labelledby="order-reviews-title" data-testid="order-reviews">
      <h2 id="order-reviews-title">{t("reviews.form.title")}</h2>
      {state.open ? <p>{t("reviews.form.intro")}</p> : <p>{t("reviews.form.closed")}</p>}
      {state.lines.map((line) => (
        <LineReview
          key={line.lineId}
          orderId={orderId}
          line={line}
          open={state.open}
          pressKey={pressKey}
          answer={answer && "intent" in answer && answer.intent === `review-${line.lineId}` ? answer : undefined}
        />
      ))}
    </section>
  );
}

function LineReview({
  orderId,
  line,
  open,
  answer,
  pressKey,
}: {
  orderId: number;
  line: OrderReviewState["lines"][number];
  open: boolean;
  answer: ReviewAnswer;
  pressKey: string;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigation = useNavigation();
  const legendId = useId();
  const { review } = line;
  const editable = review !== null && Date.parse(review.editableUntil) > Date.now();
  const refusal = isErrorBody(answer) ? answer : null;
  const fieldErrors = (field: string) =>
    (refusal?.details ?? []).filter((detail) => detail.field === field).map((detail) => detail.message);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === `review-${line.lineId}`;
  return (
    <article className="order-review" data-line={line.lineId}>
      <h3>{line.name}</h3>
      {review ? (
        <div className="order-review__current">
          <StarRating rating={review.rating} />
          {review.text ? <p>{review.text}</p> : null}
          {review.hiddenReason !== null ? <p>{t("reviews.form.hidden", { reason: review.hiddenReason })}</p> : null}
          {editable ? <p>{t("reviews.form.editUntil", { time: formatDate(review.editableUntil) })}</p> : null}
        </div>
      ) : null}
      {answer && "answered" in answer && answer.answered === "review" ? (
        <FormAlert kind="success">{t("reviews.form.published")}</FormAlert>
      ) : null}
      {refusal && fieldErrors("rating").length + fieldErrors("text").length === 0 ? (
        <FormAlert kind="error">{refusal.message}</FormAlert>
      ) : null}
      {(open && !review) || editable ? (
        <Form method="post" action={`/orders/${orderId}`} className="order-review__form" {...pressOnce}>
          <input type="hidden" name="intent" value={`review-${line.lineId}`} />
          <input type="hidden" name="line_id" value={line.lineId} />
          {review ? <input type="hidden" name="review_id" value={review.id} /> : <PressKeyInput pressKey={pressKey} />}
          <fieldset className="order-review__stars" aria-describedby={`${legendId}-errors`}>
            <legend>{t("reviews.form.ratingLegend", { name: line.name })}</legend>
            {STARS.map((stars) => (
              <label key={stars} className="order-review__star">
                <input type="radio" name="rating" value={stars} required defaultChecked={review?.rating === stars} />
                {t("reviews.form.stars", { count: stars })}
              </label>
            ))}
            <ul id={`${legendId}-errors`} className="field__errors">
              {fieldErrors("rating").map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </fieldset>
          <TextAreaField
            label={t("reviews.form.textLabel")}
            name="text"
            rows={3}
            maxLength={REVIEW_TEXT_MAX}
            defaultValue={review?.text ?? ""}
            errors={fieldErrors("text")}
          />
          <SubmitButton
            busy={busy}
            postsWithoutScript
            label={t(review ? "reviews.form.save" : "reviews.form.send")}
            busyLabel={t("reviews.form.sending")}
          />
        </Form>
      ) : null}
    </article>
  );
}
