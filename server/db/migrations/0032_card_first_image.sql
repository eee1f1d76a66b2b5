-- Cards show a post's own first image when the member chose no cover (decision 0187): editor
-- posts published before that rule get their first stored image as the cover.
UPDATE "boards"
SET "thumb" = substring("content_html" from '<img[^>]*\ssrc="(/files/[^"?#]+)')
WHERE "thumb" IS NULL
  AND "board_type" = 'editor'
  AND "content_html" ~ '<img[^>]*\ssrc="/files/';
