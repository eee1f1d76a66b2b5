-- pg_trgm serves fuzzy title matching and autocomplete (docs/ARCHITECTURE.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
