-- Shop names are unique by their key (shopNameKey in shared/shop-names.ts), so no shop can pass for
-- another with look-alike letters, invisible characters, case or spacing. The app writes the key
-- with every name; this fills it for the shops that exist, with a function that repeats
-- shopNameKey step by step (NFKC; invisible characters and white space removed; accents removed;
-- look-alikes folded by the same table; lower case; ß as ss, final sigma as sigma). Change both
-- together. lower() follows the database's locale, so under plain "C" a non-ASCII capital may keep
-- its case here: the app writes the exact key the next time that shop's name is saved.
CREATE FUNCTION pg_temp.shop_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(
    normalize(regexp_replace(normalize(lower(translate(
      normalize(regexp_replace(normalize(regexp_replace(normalize(name, NFKC), '[\u0009-\u000d\u0020\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'), NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'), NFC),
      '01АВЕІЈКМНОРСТУХҮЅԚԜҺӀаеіјорсухѕԁԛԝһӏүпΑΒΕΖΗΙΚΜΝΟΡΤΥΧαικνορυχγϲϳıɑɡ',
      'olABEIJKMHOPCTYXYSQWHIaeijopcyxsdqwhlynABEZHIKMNOPTYXaikvopuxycjiag')), NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'), NFC),
    'ß', 'ss'), 'ς', 'σ')
$$;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "business_name_key" text;--> statement-breakpoint
UPDATE "sellers" SET "business_name_key" = pg_temp.shop_name_key("business_name");--> statement-breakpoint
-- Shops that already share a key: the oldest keeps its name; each later one is renamed
-- "{name} (shop {id})" (cut to fit 120 characters), which shows shoppers and its seller that it is
-- another shop, and which the seller can change. Failing the migration instead would stop the
-- marketplace from starting until someone edited the database by hand. If a new name still
-- clashes, the unique index below fails the migration loudly.
UPDATE "sellers" AS s
SET "business_name" = left(s."business_name", 120 - length(' (shop ' || s."id" || ')')) || ' (shop ' || s."id" || ')',
    "updated_at" = now()
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "business_name_key" ORDER BY "id") AS place FROM "sellers"
) AS ranked
WHERE ranked."id" = s."id" AND ranked.place > 1;--> statement-breakpoint
UPDATE "sellers" SET "business_name_key" = pg_temp.shop_name_key("business_name")
WHERE "business_name_key" <> pg_temp.shop_name_key("business_name");--> statement-breakpoint
DROP FUNCTION pg_temp.shop_name_key(text);--> statement-breakpoint
ALTER TABLE "sellers" ALTER COLUMN "business_name_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_business_name_key_key" ON "sellers" USING btree ("business_name_key");
