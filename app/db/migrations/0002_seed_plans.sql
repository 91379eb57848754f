-- The plan catalogue suppliers start with; admins edit it in subscription settings.
INSERT INTO "plans" ("label", "years", "amount_minor", "position") VALUES
  ('Standard', 1, 200000, 1),
  ('Professional', 2, 360000, 2),
  ('Enterprise', 3, 500000, 3)
ON CONFLICT ("label") DO NOTHING;
