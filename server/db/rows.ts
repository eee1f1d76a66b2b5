// The rows of a raw statement run with `db.execute(sql\`…\`)`, in one place: node-postgres
// answers a result object with `rows` (an array of them when several statements ran).

/** The selected rows, typed as the statement selected them. */
export function rows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
