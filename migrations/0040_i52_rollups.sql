CREATE TABLE `delivery_rollups` (
	`bucket` text PRIMARY KEY NOT NULL,
	`delivered` integer NOT NULL,
	`on_time` integer NOT NULL,
	`under_15` integer NOT NULL,
	`under_60` integer NOT NULL,
	`under_240` integer NOT NULL,
	`under_1440` integer NOT NULL,
	`later` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `game_revenue_rollups` (
	`game_id` integer NOT NULL,
	`currency` text NOT NULL,
	`game_name` text NOT NULL,
	`net_cents` real NOT NULL,
	PRIMARY KEY(`game_id`, `currency`)
);
--> statement-breakpoint
CREATE INDEX `game_revenue_rollups_rank_idx` ON `game_revenue_rollups` (`currency`,`net_cents`);--> statement-breakpoint
CREATE TABLE `order_status_counts` (
	`status` text PRIMARY KEY NOT NULL,
	`orders` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `revenue_rollups` (
	`bucket` text NOT NULL,
	`currency` text NOT NULL,
	`net_cents` integer NOT NULL,
	PRIMARY KEY(`bucket`, `currency`)
);
--> statement-breakpoint
-- Kept by hand: drizzle-kit does not manage triggers. Every write to orders and to refunds moves the
-- rollups in the same transaction (docs/decisions/069-rollups.md): a row's old contribution out, its
-- new one in, each computed by the one definition of net revenue (workers/admin/net-revenue.ts) and
-- of a delivery (workers/trust/measure.ts).
CREATE TRIGGER `orders_count_insert` AFTER INSERT ON orders
BEGIN
  INSERT INTO order_status_counts (status, orders) VALUES (NEW.status, 1)
  ON CONFLICT (status) DO UPDATE SET orders = orders + excluded.orders;
END;--> statement-breakpoint
CREATE TRIGGER `orders_count_update` AFTER UPDATE OF status ON orders
WHEN OLD.status IS NOT NEW.status
BEGIN
  INSERT INTO order_status_counts (status, orders) VALUES (OLD.status, -1)
  ON CONFLICT (status) DO UPDATE SET orders = orders + excluded.orders;
  INSERT INTO order_status_counts (status, orders) VALUES (NEW.status, 1)
  ON CONFLICT (status) DO UPDATE SET orders = orders + excluded.orders;
END;--> statement-breakpoint
CREATE TRIGGER `orders_count_delete` AFTER DELETE ON orders
BEGIN
  INSERT INTO order_status_counts (status, orders) VALUES (OLD.status, -1)
  ON CONFLICT (status) DO UPDATE SET orders = orders + excluded.orders;
END;--> statement-breakpoint
CREATE TRIGGER `orders_revenue_insert` AFTER INSERT ON orders
WHEN NEW.paid_at IS NOT NULL AND NEW.status <> 'cancelado'
BEGIN
  INSERT INTO revenue_rollups (bucket, currency, net_cents)
  SELECT substr(NEW.paid_at, 1, 10) || 'T' || substr(NEW.paid_at, 12, 2) || ':' || printf('%02d', cast(substr(NEW.paid_at, 15, 2) as integer) / 15 * 15), NEW.currency, 1 * (NEW.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = NEW.id AND "refund"."kind" = 'refund')) WHERE true
  ON CONFLICT (bucket, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT l.game_id, NEW.currency, max(l.game_name), 1 * coalesce(sum((l.line_total_cents - l.discount_cents) * 1.0 * (NEW.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = NEW.id AND "refund"."kind" = 'refund')) / nullif(NEW.total_cents, 0)), 0)
  FROM order_lines AS l WHERE l.order_id = NEW.id GROUP BY l.game_id
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents, game_name = excluded.game_name;
END;--> statement-breakpoint
CREATE TRIGGER `orders_revenue_leave` AFTER UPDATE OF status, paid_at, total_cents, currency ON orders
WHEN OLD.paid_at IS NOT NULL AND OLD.status <> 'cancelado'
BEGIN
  INSERT INTO revenue_rollups (bucket, currency, net_cents)
  SELECT substr(OLD.paid_at, 1, 10) || 'T' || substr(OLD.paid_at, 12, 2) || ':' || printf('%02d', cast(substr(OLD.paid_at, 15, 2) as integer) / 15 * 15), OLD.currency, -1 * (OLD.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = OLD.id AND "refund"."kind" = 'refund')) WHERE true
  ON CONFLICT (bucket, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT l.game_id, OLD.currency, max(l.game_name), -1 * coalesce(sum((l.line_total_cents - l.discount_cents) * 1.0 * (OLD.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = OLD.id AND "refund"."kind" = 'refund')) / nullif(OLD.total_cents, 0)), 0)
  FROM order_lines AS l WHERE l.order_id = OLD.id GROUP BY l.game_id
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents, game_name = excluded.game_name;
END;--> statement-breakpoint
CREATE TRIGGER `orders_revenue_join` AFTER UPDATE OF status, paid_at, total_cents, currency ON orders
WHEN NEW.paid_at IS NOT NULL AND NEW.status <> 'cancelado'
BEGIN
  INSERT INTO revenue_rollups (bucket, currency, net_cents)
  SELECT substr(NEW.paid_at, 1, 10) || 'T' || substr(NEW.paid_at, 12, 2) || ':' || printf('%02d', cast(substr(NEW.paid_at, 15, 2) as integer) / 15 * 15), NEW.currency, 1 * (NEW.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = NEW.id AND "refund"."kind" = 'refund')) WHERE true
  ON CONFLICT (bucket, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT l.game_id, NEW.currency, max(l.game_name), 1 * coalesce(sum((l.line_total_cents - l.discount_cents) * 1.0 * (NEW.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = NEW.id AND "refund"."kind" = 'refund')) / nullif(NEW.total_cents, 0)), 0)
  FROM order_lines AS l WHERE l.order_id = NEW.id GROUP BY l.game_id
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents, game_name = excluded.game_name;
END;--> statement-breakpoint
CREATE TRIGGER `orders_revenue_delete` AFTER DELETE ON orders
WHEN OLD.paid_at IS NOT NULL AND OLD.status <> 'cancelado'
BEGIN
  INSERT INTO revenue_rollups (bucket, currency, net_cents)
  SELECT substr(OLD.paid_at, 1, 10) || 'T' || substr(OLD.paid_at, 12, 2) || ':' || printf('%02d', cast(substr(OLD.paid_at, 15, 2) as integer) / 15 * 15), OLD.currency, -1 * (OLD.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = OLD.id AND "refund"."kind" = 'refund')) WHERE true
  ON CONFLICT (bucket, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT l.game_id, OLD.currency, max(l.game_name), -1 * coalesce(sum((l.line_total_cents - l.discount_cents) * 1.0 * (OLD.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = OLD.id AND "refund"."kind" = 'refund')) / nullif(OLD.total_cents, 0)), 0)
  FROM order_lines AS l WHERE l.order_id = OLD.id GROUP BY l.game_id
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents, game_name = excluded.game_name;
END;--> statement-breakpoint
CREATE TRIGGER `orders_delivery_insert` AFTER INSERT ON orders
WHEN NEW.delivered_at IS NOT NULL AND NEW.paid_at IS NOT NULL AND NEW.deliver_by IS NOT NULL
BEGIN
  INSERT INTO delivery_rollups (bucket, delivered, on_time, under_15, under_60, under_240, under_1440, later)
  SELECT bucket, 1, 1 * on_time, 1 * (minutes < 15), 1 * (minutes >= 15 AND minutes < 60), 1 * (minutes >= 60 AND minutes < 240), 1 * (minutes >= 240 AND minutes < 1440), 1 * (minutes >= 1440)
  FROM (SELECT substr(NEW.delivered_at, 1, 10) || 'T' || substr(NEW.delivered_at, 12, 2) || ':' || printf('%02d', cast(substr(NEW.delivered_at, 15, 2) as integer) / 15 * 15) AS bucket, max(0, round((julianday(NEW.delivered_at) - julianday(NEW.paid_at)) * 86400000)) / 60000.0 AS minutes, round((julianday(NEW.delivered_at) - julianday(NEW.deliver_by)) * 86400000) <= 0 AS on_time) WHERE true
  ON CONFLICT (bucket) DO UPDATE SET delivered = delivered + excluded.delivered, on_time = on_time + excluded.on_time, under_15 = under_15 + excluded.under_15, under_60 = under_60 + excluded.under_60, under_240 = under_240 + excluded.under_240, under_1440 = under_1440 + excluded.under_1440, later = later + excluded.later;
END;--> statement-breakpoint
CREATE TRIGGER `orders_delivery_leave` AFTER UPDATE OF delivered_at, paid_at, deliver_by ON orders
WHEN OLD.delivered_at IS NOT NULL AND OLD.paid_at IS NOT NULL AND OLD.deliver_by IS NOT NULL
BEGIN
  INSERT INTO delivery_rollups (bucket, delivered, on_time, under_15, under_60, under_240, under_1440, later)
  SELECT bucket, -1, -1 * on_time, -1 * (minutes < 15), -1 * (minutes >= 15 AND minutes < 60), -1 * (minutes >= 60 AND minutes < 240), -1 * (minutes >= 240 AND minutes < 1440), -1 * (minutes >= 1440)
  FROM (SELECT substr(OLD.delivered_at, 1, 10) || 'T' || substr(OLD.delivered_at, 12, 2) || ':' || printf('%02d', cast(substr(OLD.delivered_at, 15, 2) as integer) / 15 * 15) AS bucket, max(0, round((julianday(OLD.delivered_at) - julianday(OLD.paid_at)) * 86400000)) / 60000.0 AS minutes, round((julianday(OLD.delivered_at) - julianday(OLD.deliver_by)) * 86400000) <= 0 AS on_time) WHERE true
  ON CONFLICT (bucket) DO UPDATE SET delivered = delivered + excluded.delivered, on_time = on_time + excluded.on_time, under_15 = under_15 + excluded.under_15, under_60 = under_60 + excluded.under_60, under_240 = under_240 + excluded.under_240, under_1440 = under_1440 + excluded.under_1440, later = later + excluded.later;
END;--> statement-breakpoint
CREATE TRIGGER `orders_delivery_join` AFTER UPDATE OF delivered_at, paid_at, deliver_by ON orders
WHEN NEW.delivered_at IS NOT NULL AND NEW.paid_at IS NOT NULL AND NEW.deliver_by IS NOT NULL
BEGIN
  INSERT INTO delivery_rollups (bucket, delivered, on_time, under_15, under_60, under_240, under_1440, later)
  SELECT bucket, 1, 1 * on_time, 1 * (minutes < 15), 1 * (minutes >= 15 AND minutes < 60), 1 * (minutes >= 60 AND minutes < 240), 1 * (minutes >= 240 AND minutes < 1440), 1 * (minutes >= 1440)
  FROM (SELECT substr(NEW.delivered_at, 1, 10) || 'T' || substr(NEW.delivered_at, 12, 2) || ':' || printf('%02d', cast(substr(NEW.delivered_at, 15, 2) as integer) / 15 * 15) AS bucket, max(0, round((julianday(NEW.delivered_at) - julianday(NEW.paid_at)) * 86400000)) / 60000.0 AS minutes, round((julianday(NEW.delivered_at) - julianday(NEW.deliver_by)) * 86400000) <= 0 AS on_time) WHERE true
  ON CONFLICT (bucket) DO UPDATE SET delivered = delivered + excluded.delivered, on_time = on_time + excluded.on_time, under_15 = under_15 + excluded.under_15, under_60 = under_60 + excluded.under_60, under_240 = under_240 + excluded.under_240, under_1440 = under_1440 + excluded.under_1440, later = later + excluded.later;
END;--> statement-breakpoint
CREATE TRIGGER `orders_delivery_delete` AFTER DELETE ON orders
WHEN OLD.delivered_at IS NOT NULL AND OLD.paid_at IS NOT NULL AND OLD.deliver_by IS NOT NULL
BEGIN
  INSERT INTO delivery_rollups (bucket, delivered, on_time, under_15, under_60, under_240, under_1440, later)
  SELECT bucket, -1, -1 * on_time, -1 * (minutes < 15), -1 * (minutes >= 15 AND minutes < 60), -1 * (minutes >= 60 AND minutes < 240), -1 * (minutes >= 240 AND minutes < 1440), -1 * (minutes >= 1440)
  FROM (SELECT substr(OLD.delivered_at, 1, 10) || 'T' || substr(OLD.delivered_at, 12, 2) || ':' || printf('%02d', cast(substr(OLD.delivered_at, 15, 2) as integer) / 15 * 15) AS bucket, max(0, round((julianday(OLD.delivered_at) - julianday(OLD.paid_at)) * 86400000)) / 60000.0 AS minutes, round((julianday(OLD.delivered_at) - julianday(OLD.deliver_by)) * 86400000) <= 0 AS on_time) WHERE true
  ON CONFLICT (bucket) DO UPDATE SET delivered = delivered + excluded.delivered, on_time = on_time + excluded.on_time, under_15 = under_15 + excluded.under_15, under_60 = under_60 + excluded.under_60, under_240 = under_240 + excluded.under_240, under_1440 = under_1440 + excluded.under_1440, later = later + excluded.later;
END;--> statement-breakpoint
CREATE TRIGGER `lines_revenue_insert` AFTER INSERT ON order_lines
BEGIN
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT NEW.game_id, o.currency, NEW.game_name, 1 * coalesce((NEW.line_total_cents - NEW.discount_cents) * 1.0 * (o.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = o.id AND "refund"."kind" = 'refund')) / nullif(o.total_cents, 0), 0)
  FROM orders AS o WHERE o.id = NEW.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado'
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;--> statement-breakpoint
CREATE TRIGGER `lines_revenue_delete` AFTER DELETE ON order_lines
BEGIN
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT OLD.game_id, o.currency, OLD.game_name, -1 * coalesce((OLD.line_total_cents - OLD.discount_cents) * 1.0 * (o.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = o.id AND "refund"."kind" = 'refund')) / nullif(o.total_cents, 0), 0)
  FROM orders AS o WHERE o.id = OLD.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado'
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;--> statement-breakpoint
CREATE TRIGGER `lines_revenue_update_old` AFTER UPDATE OF order_id, game_id, line_total_cents, discount_cents ON order_lines
BEGIN
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT OLD.game_id, o.currency, OLD.game_name, -1 * coalesce((OLD.line_total_cents - OLD.discount_cents) * 1.0 * (o.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = o.id AND "refund"."kind" = 'refund')) / nullif(o.total_cents, 0), 0)
  FROM orders AS o WHERE o.id = OLD.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado'
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;--> statement-breakpoint
CREATE TRIGGER `lines_revenue_update_new` AFTER UPDATE OF order_id, game_id, line_total_cents, discount_cents ON order_lines
BEGIN
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT NEW.game_id, o.currency, NEW.game_name, 1 * coalesce((NEW.line_total_cents - NEW.discount_cents) * 1.0 * (o.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = o.id AND "refund"."kind" = 'refund')) / nullif(o.total_cents, 0), 0)
  FROM orders AS o WHERE o.id = NEW.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado'
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;--> statement-breakpoint
CREATE TRIGGER `refunds_revenue_insert` AFTER INSERT ON payments
WHEN NEW.kind = 'refund'
BEGIN
  INSERT INTO revenue_rollups (bucket, currency, net_cents)
  SELECT substr(o.paid_at, 1, 10) || 'T' || substr(o.paid_at, 12, 2) || ':' || printf('%02d', cast(substr(o.paid_at, 15, 2) as integer) / 15 * 15), o.currency, -1 * NEW.amount_cents FROM orders AS o WHERE o.id = NEW.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado'
  ON CONFLICT (bucket, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT l.game_id, o.currency, max(l.game_name), -1 * coalesce(sum((l.line_total_cents - l.discount_cents) * 1.0 * NEW.amount_cents / nullif(o.total_cents, 0)), 0)
  FROM orders AS o INNER JOIN order_lines AS l ON l.order_id = o.id WHERE o.id = NEW.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado' GROUP BY l.game_id
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;--> statement-breakpoint
CREATE TRIGGER `refunds_revenue_delete` AFTER DELETE ON payments
WHEN OLD.kind = 'refund'
BEGIN
  INSERT INTO revenue_rollups (bucket, currency, net_cents)
  SELECT substr(o.paid_at, 1, 10) || 'T' || substr(o.paid_at, 12, 2) || ':' || printf('%02d', cast(substr(o.paid_at, 15, 2) as integer) / 15 * 15), o.currency, 1 * OLD.amount_cents FROM orders AS o WHERE o.id = OLD.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado'
  ON CONFLICT (bucket, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT l.game_id, o.currency, max(l.game_name), 1 * coalesce(sum((l.line_total_cents - l.discount_cents) * 1.0 * OLD.amount_cents / nullif(o.total_cents, 0)), 0)
  FROM orders AS o INNER JOIN order_lines AS l ON l.order_id = o.id WHERE o.id = OLD.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado' GROUP BY l.game_id
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;--> statement-breakpoint
CREATE TRIGGER `refunds_revenue_update_old` AFTER UPDATE OF kind, amount_cents, order_id ON payments
WHEN OLD.kind = 'refund'
BEGIN
  INSERT INTO revenue_rollups (bucket, currency, net_cents)
  SELECT substr(o.paid_at, 1, 10) || 'T' || substr(o.paid_at, 12, 2) || ':' || printf('%02d', cast(substr(o.paid_at, 15, 2) as integer) / 15 * 15), o.currency, 1 * OLD.amount_cents FROM orders AS o WHERE o.id = OLD.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado'
  ON CONFLICT (bucket, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT l.game_id, o.currency, max(l.game_name), 1 * coalesce(sum((l.line_total_cents - l.discount_cents) * 1.0 * OLD.amount_cents / nullif(o.total_cents, 0)), 0)
  FROM orders AS o INNER JOIN order_lines AS l ON l.order_id = o.id WHERE o.id = OLD.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado' GROUP BY l.game_id
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;--> statement-breakpoint
CREATE TRIGGER `refunds_revenue_update_new` AFTER UPDATE OF kind, amount_cents, order_id ON payments
WHEN NEW.kind = 'refund'
BEGIN
  INSERT INTO revenue_rollups (bucket, currency, net_cents)
  SELECT substr(o.paid_at, 1, 10) || 'T' || substr(o.paid_at, 12, 2) || ':' || printf('%02d', cast(substr(o.paid_at, 15, 2) as integer) / 15 * 15), o.currency, -1 * NEW.amount_cents FROM orders AS o WHERE o.id = NEW.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado'
  ON CONFLICT (bucket, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
  SELECT l.game_id, o.currency, max(l.game_name), -1 * coalesce(sum((l.line_total_cents - l.discount_cents) * 1.0 * NEW.amount_cents / nullif(o.total_cents, 0)), 0)
  FROM orders AS o INNER JOIN order_lines AS l ON l.order_id = o.id WHERE o.id = NEW.order_id AND o.paid_at IS NOT NULL AND o.status <> 'cancelado' GROUP BY l.game_id
  ON CONFLICT (game_id, currency) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;--> statement-breakpoint
-- The store's orders so far, counted once.
INSERT INTO order_status_counts (status, orders) SELECT status, count(*) FROM orders GROUP BY status;--> statement-breakpoint
INSERT INTO revenue_rollups (bucket, currency, net_cents)
SELECT substr(orders.paid_at, 1, 10) || 'T' || substr(orders.paid_at, 12, 2) || ':' || printf('%02d', cast(substr(orders.paid_at, 15, 2) as integer) / 15 * 15), orders.currency, sum(orders.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = orders.id AND "refund"."kind" = 'refund'))
FROM orders WHERE orders.paid_at IS NOT NULL AND orders.status <> 'cancelado' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO game_revenue_rollups (game_id, currency, game_name, net_cents)
SELECT l.game_id, orders.currency, max(l.game_name), coalesce(sum((l.line_total_cents - l.discount_cents) * 1.0 * (orders.total_cents - (SELECT coalesce(sum("refund"."amount_cents"), 0) FROM "payments" AS "refund" WHERE "refund"."order_id" = orders.id AND "refund"."kind" = 'refund')) / nullif(orders.total_cents, 0)), 0)
FROM order_lines AS l INNER JOIN orders ON orders.id = l.order_id WHERE orders.paid_at IS NOT NULL AND orders.status <> 'cancelado' GROUP BY l.game_id, orders.currency;--> statement-breakpoint
INSERT INTO delivery_rollups (bucket, delivered, on_time, under_15, under_60, under_240, under_1440, later)
SELECT bucket, count(*), sum(on_time), sum(minutes < 15), sum(minutes >= 15 AND minutes < 60), sum(minutes >= 60 AND minutes < 240), sum(minutes >= 240 AND minutes < 1440), sum(minutes >= 1440)
FROM (SELECT substr(orders.delivered_at, 1, 10) || 'T' || substr(orders.delivered_at, 12, 2) || ':' || printf('%02d', cast(substr(orders.delivered_at, 15, 2) as integer) / 15 * 15) AS bucket, max(0, round((julianday(orders.delivered_at) - julianday(orders.paid_at)) * 86400000)) / 60000.0 AS minutes, round((julianday(orders.delivered_at) - julianday(orders.deliver_by)) * 86400000) <= 0 AS on_time FROM orders WHERE orders.delivered_at IS NOT NULL AND orders.paid_at IS NOT NULL AND orders.deliver_by IS NOT NULL)
GROUP BY bucket;
