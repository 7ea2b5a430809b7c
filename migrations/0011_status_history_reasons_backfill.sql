-- Hand-written backfill for 0008_i21_words: status-history rows written before the `reason`
-- column kept a code-like English sentence in `note`. Read it as a reason and clear the note, so
-- only what an admin typed stays in `note`. Rows with any other note keep it; a person-made change
-- (an actor is set) without a known sentence becomes "admin". The sentences are every one the
-- store wrote: checkout, the payment events (paid, review, expired, failed, refunded, disputes),
-- the admin's refunds ("refunded: <what they typed>") and accepted reviews, the shopper's cancel.
UPDATE `order_status_history` SET `reason` = 'created', `note` = '' WHERE `reason` IS NULL AND `note` = 'order created';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'paid', `note` = '' WHERE `reason` IS NULL AND `note` LIKE 'paid (%';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'payment_review', `note` = '' WHERE `reason` IS NULL AND `note` LIKE 'payment needs review (%';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'payment_accepted', `note` = '' WHERE `reason` IS NULL AND `note` = 'payment accepted';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'payment_accepted' WHERE `reason` IS NULL AND `from_status` = 'revisão' AND `to_status` = 'processando' AND `actor_user_id` IS NOT NULL;--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'payment_expired', `note` = '' WHERE `reason` IS NULL AND `note` = 'payment session expired';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'payment_failed', `note` = '' WHERE `reason` IS NULL AND `note` = 'payment failed';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'payment_session_failed', `note` = '' WHERE `reason` IS NULL AND `note` = 'payment session failed';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'abandoned', `note` = '' WHERE `reason` IS NULL AND `note` = 'cancelled at the payment page';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'superseded', `note` = '' WHERE `reason` IS NULL AND `note` = 'replaced by a newer checkout';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'refunded', `note` = '' WHERE `reason` IS NULL AND `note` = 'refunded';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'refunded', `note` = substr(`note`, 11) WHERE `reason` IS NULL AND `note` LIKE 'refunded: %';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'dispute_opened', `note` = '' WHERE `reason` IS NULL AND `note` LIKE 'dispute opened (%';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'dispute_lost', `note` = '' WHERE `reason` IS NULL AND `note` = 'dispute lost: the bank took the money back';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'dispute_won', `note` = '' WHERE `reason` IS NULL AND `note` = 'dispute closed (won)';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'dispute_closed', `note` = '' WHERE `reason` IS NULL AND `note` LIKE 'dispute closed (%';--> statement-breakpoint
UPDATE `order_status_history` SET `reason` = 'admin' WHERE `reason` IS NULL AND `actor_user_id` IS NOT NULL;
