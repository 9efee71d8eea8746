import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { issueLetter, LETTER_QUEUE_NAME, letterJobs } from '../core/letters/issue-letter';
import type { OfferTerms } from '../core/letters/merge-fields';
import { createDb } from '../db/client';
import type { LetterKind } from '../domain/message-templates';
import { startBenchProcess } from './server-process';
import { percentile } from './stats';

export interface LetterFigures {
  letters: number;
  /** Request to stored and issued, each letter alone, the worker's Chromium warm (ms). */
  medianMs: number;
  p95Ms: number;
  /** The worker and every process under it (Chromium's), summed, before and at its highest. */
  rssBeforeMb: number;
  peakRssMb: number;
  /** The same, proportional: memory the processes share is counted once between them. */
  peakPssMb: number;
}

const TERMS: OfferTerms = {
  feesPence: 1_850_000,
  depositPence: 200_000,
  replyBy: '2027-07-15',
  conditions: ['IELTS 5.5 overall with no component below 5.0', 'Final school report'],
};
const KINDS: LetterKind[] = ['conditional_offer', 'unconditional_offer', 'decline', 'acceptance_confirmation'];

/**
 * Letters (decision 132): the production worker (`dist/worker/main.js`) on the bench database
 * renders one letter to warm its Chromium, then `letters` more, one at a time, half in Arabic and
 * half in English: each is asked for as the offer step would (a pending row, its id enqueued),
 * and timed until the worker has stored it and marked it issued. The worker's RSS, Chromium's
 * processes included, is sampled throughout.
 */
export async function measureLetters(options: {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  letters: number;
  env: NodeJS.ProcessEnv;
  logDir: string;
  /** Node flags of the worker: by default those of `npm run worker` (package.json). */
  nodeArgs: string[];
}): Promise<LetterFigures> {
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-letters-'));
  const worker = startBenchProcess(
    'dist/worker/main.js',
    {
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: options.redisPrefix,
      // No e-mail is sent here; the worker only needs an address to start.
      SMTP_URL: 'smtp://127.0.0.1:1',
      UPLOADS_DIR: uploadsDir,
      OUTBOX_RELAY_INTERVAL_MS: '60000',
    },
    path.join(options.logDir, 'letters-worker.log'),
    options.nodeArgs,
  );
  const db = createDb({ connectionString: options.databaseUrl, max: 2 });
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  const queue = new Queue(LETTER_QUEUE_NAME, { connection, prefix: options.redisPrefix });
  try {
    await db
      .insertInto('intakes')
      .values({ programme: 'alevel', starts_on: '2027-09-01', deadline: '2027-08-01', state: 'open' })
      .onConflict((conflict) => conflict.columns(['programme', 'starts_on']).doNothing())
      .execute();

    let n = 0;
    const oneLetter = async (): Promise<number> => {
      n += 1;
      const arabic = n % 2 === 0;
      const application = await db
        .insertInto('applications')
        .values({
          first_name: arabic ? 'ليلى' : 'Layla',
          last_name: arabic ? 'حداد' : `Haddad ${n}`,
          date_of_birth: '2009-02-03',
          nationality: 'Jordanian',
          email: `letters-${n}@bench.example`,
          phone: '029 2018 0123',
          address: '2 Bute Street',
          city: 'Cardiff',
          postal_code: 'CF10 5AA',
          country: 'United Kingdom',
          programme: 'alevel',
          start_date: '2027-09-01',
          language: arabic ? 'ar' : 'en',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const started = performance.now();
      const { letterId } = await issueLetter(db, application, KINDS[n % KINDS.length]!, TERMS);
      await queue.addBulk(letterJobs([letterId]));
      for (;;) {
        const row = await db.selectFrom('letters').select('state').where('id', '=', letterId).executeTakeFirstOrThrow();
        if (row.state === 'issued') return performance.now() - started;
        if (worker.child.exitCode !== null) throw new Error('the worker stopped; see its log');
        await delay(5);
      }
    };

    // The first letter launches Chromium; it is not counted.
    await oneLetter();
    const rssBefore = sum(worker.rssMb());
    let peakRss = rssBefore;
    let peakPss = sum(pssMb(worker.pid));
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, sum(worker.rssMb()));
      peakPss = Math.max(peakPss, sum(pssMb(worker.pid)));
    }, 50);
    const times: number[] = [];
    try {
      for (let i = 0; i < options.letters; i += 1) times.push(await oneLetter());
    } finally {
      clearInterval(sampler);
    }
    peakRss = Math.max(peakRss, sum(worker.rssMb()));
    return {
      letters: times.length,
      medianMs: percentile(times, 50),
      p95Ms: percentile(times, 95),
      rssBeforeMb: rssBefore,
      peakRssMb: peakRss,
      peakPssMb: peakPss,
    };
  } finally {
    await queue.close().catch(() => undefined);
    connection.disconnect();
    await db.destroy();
    await worker.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The proportional set size of the process and its descendants (MB), from /proc/PID/smaps_rollup. */
function pssMb(root: number): number[] {
  return descendants(root).map((pid) => {
    try {
      const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      return match ? Number(match[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  });
}

/** The process and every process under it, from /proc. */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const result = [root];
  for (let i = 0; i < result.length; i += 1) {
    for (const [pid, ppid] of parents) if (ppid === result[i]) result.push(pid);
  }
  return result;
}

const fixed = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 0 });

/** The rows bench/run.ts and bench/letters-only.ts print. */
export function letterRows(figures: LetterFigures): Array<[string, string]> {
  return [
    [
      `(7) a letter rendered and stored, Chromium warm (${figures.letters})`,
      `median ${fixed(figures.medianMs)} ms, p95 ${fixed(figures.p95Ms)} ms (target median < 1,000)`,
    ],
    [
      '(7) worker RSS with Chromium',
      `${fixed(figures.rssBeforeMb)} MB warm, peak ${fixed(figures.peakRssMb)} MB (target < 400); proportional peak ${fixed(figures.peakPssMb)} MB`,
    ],
  ];
}
