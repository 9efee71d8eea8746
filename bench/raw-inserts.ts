import pg from 'pg';

export interface RawInsertResult {
  inserts: number;
  seconds: number;
  perSecond: number;
}

/** The ceiling for stage 2: one contact-shaped row per INSERT, each its own implicit transaction. */
export async function measureRawInserts(url: string, clients: number, durationMs: number): Promise<RawInsertResult> {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  let inserts = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    connections.map(async (client, c) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        await client.query({
          name: 'bench-insert-contact',
          text: `INSERT INTO contact_submissions (first_name, last_name, email, phone, programme_interest, message)
                 VALUES ($1, $2, $3, $4, $5, $6)`,
          values: ['Ada', 'Lovelace', `raw-${c}-${i}@example.com`, null, null, 'Hello from the benchmark'],
        });
        inserts += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(connections.map((client) => client.end()));
  return { inserts, seconds, perSecond: inserts / seconds };
}
