-- pg_trgm serves fuzzy title matching and autocomplete (ARCHITECTURE §5).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
