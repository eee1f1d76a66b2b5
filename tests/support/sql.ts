// One statement on its own connection, for tests that talk to a server beside the app's pool
// (an empty database, a restored one, an embedded server just started).
import pg from "pg";

export async function queryOnce<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
