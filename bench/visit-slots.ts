import { performance } from 'node:perf_hooks';
import { createDb } from '../db/client';
import { offeredSlots, takePlace } from '../core/visits/offered-slots';
import { schoolToday, slotStartKey } from '../core/visits/slots';
import { percentile } from './stats';

export interface VisitSlotFigures {
  samples: number;
  slots: number;
  medianMs: number;
  p95Ms: number;
}

function term(start: string, halfTermFrom: string, halfTermTo: string, end: string) {
  return { name: { en: 'Term', ar: 'فصل' }, start, halfTermFrom, halfTermTo, end };
}

/**
 * Stage 8: the free visit slots for the next 90 days as `visits.freeSlots` computes them (three
 * rules, two of them skipping the published term dates' holidays, ten dates left out, a third of
 * the slots partly booked), in-process against the bench database: median under 20 ms (decision 141).
 */
export async function measureVisitSlots(databaseUrl: string, samples = 300): Promise<VisitSlotFigures> {
  const db = createDb({ connectionString: databaseUrl, max: 4 });
  try {
    const rules = await db
      .insertInto('slot_rules')
      .values([
        {
          kind: 'visit',
          weekdays: [2, 4],
          times: ['10:00', '14:00'],
          length_minutes: 90,
          capacity: 6,
          min_notice_hours: 24,
        },
        {
          kind: 'visit',
          weekdays: [6],
          times: ['11:00'],
          length_minutes: 120,
          capacity: 10,
          min_notice_hours: 48,
          skip_holidays: false,
        },
        {
          kind: 'visit',
          weekdays: [1, 2, 3, 4, 5],
          times: ['16:00'],
          length_minutes: 60,
          capacity: 4,
          min_notice_hours: 24,
        },
      ])
      .returning('id')
      .execute();
    const year = Number(schoolToday(new Date()).slice(0, 4));
    await db
      .insertInto('content_versions')
      .values({
        kind: 'term_dates',
        version: 1_000,
        body: JSON.stringify({
          years: [year - 1, year].map((first) => ({
            academicYear: `${first}-${first + 1}`,
            terms: [
              term(`${first}-09-08`, `${first}-10-26`, `${first}-10-30`, `${first}-12-18`),
              term(`${first + 1}-01-05`, `${first + 1}-02-15`, `${first + 1}-02-19`, `${first + 1}-03-26`),
              term(`${first + 1}-04-12`, `${first + 1}-05-31`, `${first + 1}-06-04`, `${first + 1}-07-16`),
            ],
          })),
        }),
      })
      .execute();
    const today = new Date();
    for (let day = 3; day < 33; day += 3) {
      const date = new Date(today.getTime() + day * 86_400_000).toISOString().slice(0, 10);
      await db
        .insertInto('slot_closures')
        .values({ on_date: date, rule_id: null })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const slots = await offeredSlots(db, 'visit');
    await db.transaction().execute(async (trx) => {
      for (const slot of slots.filter((_, index) => index % 3 === 0)) await takePlace(trx, slot);
    });

    const freeSlots = async () =>
      (await offeredSlots(db, 'visit'))
        .filter((slot) => slot.placesLeft > 0)
        .map((slot) => ({ ruleId: slot.ruleId, startsAt: slotStartKey(slot.startsAt), placesLeft: slot.placesLeft }));
    for (let i = 0; i < 20; i++) await freeSlots();
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      count = (await freeSlots()).length;
      times.push(performance.now() - started);
    }
    await db
      .deleteFrom('slot_counts')
      .where(
        'rule_id',
        'in',
        rules.map((rule) => rule.id),
      )
      .execute();
    return { samples, slots: count, medianMs: percentile(times, 50), p95Ms: percentile(times, 95) };
  } finally {
    await db.destroy();
  }
}

export function visitSlotRows(figures: VisitSlotFigures): Array<[string, string]> {
  return [
    [
      `(8) free visit slots for 90 days (${figures.slots} slots), median / p95 of ${figures.samples}`,
      `${figures.medianMs.toFixed(2)} / ${figures.p95Ms.toFixed(2)} ms`,
    ],
  ];
}
