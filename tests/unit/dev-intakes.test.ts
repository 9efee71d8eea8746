import { describe, expect, it } from 'vitest';
import { PROGRAMMES } from '../../domain/application-choices';
import { acceptsApplications, isCalendarDate } from '../../domain/intakes';
import { newIntakeSchema } from '../../domain/intake-form';
import { sampleIntakes } from '../../infra/dev/dev-intakes';

describe("make dev's sample intakes", () => {
  it('give every programme two intakes dated from today, each valid and taking applications today', () => {
    for (const today of ['2026-11-28', '2027-02-28', '2028-12-31']) {
      const intakes = sampleIntakes(today);
      expect(new Set(intakes.map((intake) => intake.programme))).toEqual(new Set(PROGRAMMES.map((p) => p.value)));
      expect(intakes).toHaveLength(PROGRAMMES.length * 2);
      for (const intake of intakes) {
        expect(isCalendarDate(intake.startsOn) && intake.startsOn > today).toBe(true);
        expect(new Date(`${intake.startsOn}T12:00:00Z`).getUTCDay()).toBe(1);
        expect(newIntakeSchema.safeParse(intake).success).toBe(true);
        expect(acceptsApplications({ ...intake, state: 'open' }, new Date(`${today}T12:00:00Z`))).toBe(true);
      }
    }
  });

  it('start on the first Monday of the month four and eight months on', () => {
    const alevel = sampleIntakes('2026-11-28').filter((intake) => intake.programme === 'alevel');
    expect(alevel).toEqual([
      { programme: 'alevel', startsOn: '2027-03-01', deadline: '2027-02-01', policy: 'strict', capacity: 20 },
      { programme: 'alevel', startsOn: '2027-07-05', deadline: '2027-06-07', policy: 'strict', capacity: 20 },
    ]);
  });
});
