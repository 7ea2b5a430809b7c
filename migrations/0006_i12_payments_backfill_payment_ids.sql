-- Orders paid before payment intents were recorded on the order: take the id from their charge row,
-- so refund and dispute events for them match by the store's record (issue 12).
UPDATE `orders` SET `provider_payment_id` = (
  SELECT `provider_ref` FROM `payments` WHERE `payments`.`order_id` = `orders`.`id` AND `payments`.`kind` = 'charge'
)
WHERE `provider_payment_id` IS NULL
  AND EXISTS (
    SELECT 1 FROM `payments` WHERE `payments`.`order_id` = `orders`.`id` AND `payments`.`kind` = 'charge'
      AND `payments`.`provider_ref` LIKE 'pi\_%' ESCAPE '\'
  );
