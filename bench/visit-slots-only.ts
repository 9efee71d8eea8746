// Stage 8 of the bench alone (`npx tsx bench/visit-slots-only.ts`): it needs no build.
import os from 'node:os';
import { createBenchDatabase } from './bench-database';
import { printTable } from './stats';
import { measureVisitSlots, visitSlotRows } from './visit-slots';

const database = await createBenchDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
try {
  console.log(`load average ${load()}, Node ${process.version}`);
  const figures = await measureVisitSlots(database.url, Number(process.env.BENCH_SLOT_SAMPLES ?? 300));
  printTable([...visitSlotRows(figures), ['load average at the end', load()]]);
} finally {
  await database.drop();
}
process.exit(0);
