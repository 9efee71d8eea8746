import { describe, expect, it } from 'vitest';
import { site } from '../../../domain/site';
import { openingTimes } from './contact-ack';

describe("the contact acknowledgement's office hours", () => {
  it('are written in English exactly as site.ts writes them', () => {
    expect(openingTimes('en')).toBe(site.officeHours.map((slot) => `${slot.days} ${slot.hours}`).join(' and '));
  });

  it('say the times of day in Arabic, as the site does, with no AM or PM', () => {
    const arabic = openingTimes('ar');
    expect(arabic).toBe('من الاثنين إلى الجمعة (9:00 صباحًا - 5:00 مساءً)، ويوم السبت (10:00 صباحًا - 2:00 مساءً)');
    expect(arabic).not.toMatch(/\b(?:AM|PM)\b/);
  });
});
