-- Filters compare metadata values as numbers or instants; a value that is not one must simply not
-- match, never abort the search, so the casts swallow their own errors.
CREATE OR REPLACE FUNCTION quarry_try_timestamptz(value text) RETURNS timestamptz
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  IF value !~ '^\d{4}-\d{2}-\d{2}' THEN RETURN NULL; END IF;
  RETURN value::timestamptz;
EXCEPTION WHEN others THEN
  RETURN NULL;
END;
$$;
