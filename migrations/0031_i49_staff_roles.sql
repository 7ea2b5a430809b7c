ALTER TABLE `users` ADD `staff_role` text;--> statement-breakpoint
-- Issue 49: every admin so far could do everything; each becomes an owner.
UPDATE `users` SET `staff_role` = 'owner' WHERE `is_admin` = 1;
