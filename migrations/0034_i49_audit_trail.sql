DROP INDEX `audit_log_entity_idx`;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `from_ip` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `from_device` text;--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`,`created_at`);--> statement-breakpoint
-- The audit trail is append-only (issue 49): nothing rewrites or removes an entry, the owner's own
-- code included. Written by hand: drizzle-kit does not manage triggers.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
