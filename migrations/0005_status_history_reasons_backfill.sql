-- Hand-written backfill for 0004_i21_words: status-history rows written before the `reason`
-- column kept a code-like English sentence in `note`. Read it as a reason and clear the note, so
-- only what an admin typed stays in `note`. Rows with any other note keep it; a person-made change
-- (an actor is set) without a known sentence becomes "admin".
UPDATE `order_status_history` SET `reason` = 'created', `note` = '' WHERE `reason` IS NULL AND `note` = 'order created';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'paid', `note` = '' WHERE `reason` IS NULL AND `note` LIKE 'paid (%';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'payment_expired', `note` = '' WHERE `reason` IS NULL AND `note` = 'payment session expired';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'payment_failed', `note` = '' WHERE `reason` IS NULL AND `note` = 'payment failed';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'payment_session_failed', `note` = '' WHERE `reason` IS NULL AND `note` = 'payment session failed';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'abandoned', `note` = '' WHERE `reason` IS NULL AND `note` = 'cancelled at the payment page';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'superseded', `note` = '' WHERE `reason` IS NULL AND `note` = 'replaced by a newer checkout';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'refunded', `note` = '' WHERE `reason` IS NULL AND `note` = 'refunded';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'admin' WHERE `reason` IS NULL AND `actor_user_id` IS NOT NULL;
