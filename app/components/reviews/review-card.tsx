import type { ShownReview } from "@shared/reviews/shown";
import { StarRating } from "~/components/star-rating";
import { useTranslation } from "~/i18n/use-translation";

/** What every review card shows: who, the stars (with their words for screen readers) and what they wrote. */
export interface ReviewCardProps {
  author: string;
  rating: number;
  text: string;
  gameName?: string;
  /** Facts under the text: the measured delivery, the language, the sale type, the date. */
  details?: string[];
  /** The store's public answer. */
  reply?: string | null;
}

/** A review as a card: a figure whose caption is its author and stars. Server HTML; no script of its own. */
export function ReviewCard({ author, rating, text, gameName, details = [], reply }: ReviewCardProps) {
  const { t } = useTranslation();
  return (
    <figure>
      <figcaption className="review-card__author">
        <span className="review-card__avatar" aria-hidden="true">
          {author.slice(0, 1)}
        </span>
        <span>
          <strong>{author}</strong>
          <StarRating rating={rating} />
        </span>
      </figcaption>
      {text ? (
        <blockquote className="review-card__text">
          <p>{text}</p>
        </blockquote>
      ) : null}
      {gameName ? <p className="review-card__game">{gameName}</p> : null}
      {details.length > 0 ? (
        <ul className="review-card__details">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {reply ? (
        <div className="review-card__reply">
          <p>
            <strong>{t("reviews.card.reply")}</strong>
          </p>
          <p>{reply}</p>
        </div>
      ) : null}
    </figure>
  );
}

/** A shopper's review of a delivered order as a list item, with its facts and the store's answer. */
export function ShopperReview({ review, withGame = false }: { review: ShownReview; withGame?: boolean }) {
  return (
    <li className="review-card surface" data-review={review.id}>
      <ReviewCard
        author={review.author}
        rating={review.rating}
        text={review.text}
        gameName={withGame ? review.gameName : undefined}
        details={review.facts}
        reply={review.reply}
      />
    </li>
  );
}
