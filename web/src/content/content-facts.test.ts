/**
 * Guards the published facts of docs/spec.md §2.4, §2.10-2.12, 3 and 9 against accidental
 * edits to the content modules. If a fact really changes, change the spec reference here too.
 */
import { describe, expect, it } from 'vitest';
import { accommodationOptions } from './accommodation';
import { homeCourseCards, overviewCourseCards } from './course-cards';
import { aLevel, aLevelIelts } from './courses/a-level';
import { englishLanguage, englishLanguageMinimumAge } from './courses/english-language';
import { foundation, foundationIelts, foundationMinimumAge } from './courses/foundation';
import { gcse, gcseIelts } from './courses/gcse';
import { preMasters, preMastersIelts } from './courses/pre-masters';
import { preSessional, preSessionalIelts } from './courses/pre-sessional';
import { summerDailySchedule, summerExcursions, summerSchool, summerSessions } from './courses/summer-school';
import { feeExclusions, feeForCourse, fees, formatFee, paymentOptions } from './fees';
import { hero, startYourJourney, whyChoose } from './home';
import { monthlyLivingCosts, monthlyLivingCostsTotal } from './living-costs';
import { formatPoundRange } from '@domain/money';
import { universityDestinations } from './universities';
import { destinationStats, successStories } from './university-destinations';
import { casTiming, maintenanceFunds, visaSteps } from './visa';

const feeText = (path: string) => {
  const fee = feeForCourse(path);
  return fee ? formatFee(fee) : undefined;
};

describe('fees (docs/spec.md §9)', () => {
  it('publishes each tuition fee as the spec states it', () => {
    expect(feeText('/courses/gcse')).toBe('£15,500 per year');
    expect(feeText('/courses/a-level')).toBe('£17,500 per year');
    expect(feeText('/courses/foundation')).toBe('£22,500 per year');
    expect(feeText('/courses/pre-masters')).toBe('From £500 per week');
    expect(feeText('/courses/pre-sessional')).toBe('From £500 per week');
    expect(feeText('/courses/english-language')).toBe('From £250 per week');
  });

  it('gives the summer school no published fee (by contacting admissions)', () => {
    expect(feeForCourse('/courses/summer-school')).toBeUndefined();
  });

  it('links every course to at most one fee', () => {
    const paths = fees.flatMap((fee) => fee.programmes.map((programme) => programme.coursePath));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the three payment options and four exclusions', () => {
    expect(paymentOptions.map((option) => option.title)).toEqual([
      'Full payment',
      'Termly payments',
      'Monthly instalments',
    ]);
    expect(feeExclusions).toEqual(['Exam fees', 'Textbooks', 'Accommodation', 'Living expenses']);
  });
});

describe('course facts (docs/spec.md §2.11 and §9)', () => {
  it('keeps the IELTS thresholds', () => {
    expect(gcseIelts).toBe(4.5);
    expect(foundationIelts).toBe(5.0);
    expect(aLevelIelts).toBe(5.5);
    expect(preMastersIelts).toBe(5.5);
    expect(preSessionalIelts).toEqual({ twelveWeek: 5.5, sixWeek: 6.0 });
  });

  it('shows the IELTS thresholds in the entry requirements', () => {
    expect(gcse.entryRequirements).toContain('IELTS 4.5 for international students');
    expect(foundation.entryRequirements).toContain('IELTS 5.0');
    expect(aLevel.entryRequirements).toContain('IELTS 5.5 for international students');
    expect(preMasters.entryRequirements).toContain('IELTS 5.5 overall and in every component');
    expect(preSessional.entryRequirements).toEqual(
      expect.arrayContaining(['IELTS 5.5 for the 12-week course', 'IELTS 6.0 for the 6-week course']),
    );
  });

  it('keeps the minimum ages', () => {
    expect(englishLanguageMinimumAge).toBe(16);
    expect(foundationMinimumAge).toBe(17);
    expect(englishLanguage.entryRequirements).toContain('Minimum age 16');
    expect(foundation.entryRequirements).toContain('Minimum age 17');
  });

  it('keeps the maximum class sizes', () => {
    expect(englishLanguage.maxClassSize).toBe(15);
    expect(gcse.maxClassSize).toBe(15);
    expect(foundation.maxClassSize).toBe(15);
    expect(preMasters.maxClassSize).toBe(15);
    expect(aLevel.maxClassSize).toBe(12);
    expect(preSessional.maxClassSize).toBe(12);
    expect(summerSchool.maxClassSize).toBe(12);
  });

  it('keeps the durations and age ranges', () => {
    expect(englishLanguage.duration).toBe('4-48 weeks');
    expect(preSessional.duration).toBe('6-12 weeks');
    expect(aLevel.duration).toBe('2 years');
    expect(gcse.duration).toBe('1-2 years');
    expect(foundation.duration).toBe('1 year');
    expect(preMasters.duration).toBe('1 year');
    expect(summerSchool.duration).toBe('2-6 weeks');
    expect(aLevel.ages).toBe('16-18');
    expect(gcse.ages).toBe('14-16');
    expect(summerSchool.ages).toBe('12-17');
  });

  it('keeps the A-Level entry grades', () => {
    expect(aLevel.entryRequirements).toContain('5 GCSEs at grade C/4 or above, including English and Maths');
    expect(aLevel.entryRequirements).toContain('Grade B/6 or above in the subjects you wish to study');
  });

  it('keeps the summer school sessions, schedule and six excursions', () => {
    expect(summerSessions.map((session) => session.dates)).toEqual(['7-20 July', '21 July-3 August', '4-17 August']);
    expect(summerDailySchedule.map((entry) => entry.time)).toEqual([
      '09:00-10:30',
      '10:30-10:45',
      '10:45-12:15',
      '12:15-13:15',
      '13:15-15:00',
      '15:00-17:00',
    ]);
    expect(summerExcursions).toHaveLength(6);
  });
});

describe('course cards (docs/spec.md §2.10 and §3)', () => {
  it('shows seven home course cards in the spec order with its durations and levels', () => {
    expect(homeCourseCards.map((card) => [card.title, card.duration, card.level])).toEqual([
      ['International Foundation Year', '1 year', 'Post-Secondary'],
      ['Pre-Sessional English', '6-12 weeks', 'All levels'],
      ['Pre-Masters Programme', '1 year', 'Postgraduate'],
      ['English Language Preparation', 'Flexible duration', 'All levels'],
      ['Summer School Programme', '2-6 weeks', 'Ages 12-17'],
      ['A-Level Courses', '2 years', 'Advanced'],
      ['GCSE Programmes', '1-2 years', 'Foundation'],
    ]);
  });

  it('shows six overview cards linking to the six course pages with their class sizes', () => {
    expect(overviewCourseCards.map((card) => [card.to, card.classSize])).toEqual([
      ['/courses/english-language', 'Small groups'],
      ['/courses/pre-sessional', '12 per class'],
      ['/courses/gcse', '15 per class'],
      ['/courses/a-level', '12 per class'],
      ['/courses/foundation', '15 per class'],
      ['/courses/pre-masters', '15 per class'],
    ]);
  });

  it('gives every card an image with its size', () => {
    for (const card of [...homeCourseCards, ...overviewCourseCards]) {
      expect(card.image.src).toBeTruthy();
      expect(card.image.width).toBeGreaterThan(0);
      expect(card.image.height).toBeGreaterThan(0);
    }
  });
});

describe('home (docs/spec.md §2.4)', () => {
  it('has the badge, the three statistics and four journey cards', () => {
    expect(hero.badge).toBe('established since 1999');
    expect(hero.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '25+ Years experience',
      '95% Success rate',
      '40+ Nationalities',
    ]);
    expect(startYourJourney.cards.map((card) => card.href).slice(0, 3)).toEqual(['/courses', '/apply', '/about']);
    expect(startYourJourney.cards[3]?.external).toBe(true);
    expect(whyChoose.cards.map((card) => card.href)).toEqual(['/about#values', '/about#ethos', '/about#students']);
  });
});

describe('living costs and accommodation (docs/spec.md §9)', () => {
  it('adds the monthly items up to the published total of £690-£1,230', () => {
    const min = monthlyLivingCosts.reduce((sum, row) => sum + row.minGbp, 0);
    const max = monthlyLivingCosts.reduce((sum, row) => sum + row.maxGbp, 0);
    expect([min, max]).toEqual([monthlyLivingCostsTotal.minGbp, monthlyLivingCostsTotal.maxGbp]);
    expect(formatPoundRange(monthlyLivingCostsTotal.minGbp, monthlyLivingCostsTotal.maxGbp)).toBe('£690-£1,230');
  });

  it('keeps the accommodation averages', () => {
    expect(
      accommodationOptions.map(
        (option) => `${option.name}: ${formatPoundRange(option.minGbp, option.maxGbp)} per ${option.period}`,
      ),
    ).toEqual([
      'Homestay: £150-£200 per week',
      'Student residence: £150-£200 per week',
      'Private rental: £1,500-£2,000 per month',
    ]);
  });
});

describe('visa (docs/spec.md §9)', () => {
  it('keeps the maintenance funds, CAS timing and five steps', () => {
    expect(maintenanceFunds).toMatchObject({ monthlyGbp: 1_023, maxMonths: 9 });
    expect(casTiming).toMatchObject({ minWorkingDays: 5, maxWorkingDays: 10 });
    expect(visaSteps).toHaveLength(5);
  });
});

describe('university destinations (docs/spec.md §2.11, §2.12)', () => {
  it('lists 14 distinct universities, each linking to an https homepage', () => {
    expect(universityDestinations).toHaveLength(14);
    expect(new Set(universityDestinations.map((university) => university.name)).size).toBe(14);
    for (const university of universityDestinations) {
      const url = new URL(university.website);
      expect(url.protocol).toBe('https:');
      expect(url.pathname).toBe('/');
      expect(url.hostname).toMatch(/\.ac\.uk$/);
    }
  });

  it('has three stat cards and three success stories with fictional initialled names', () => {
    expect(destinationStats.map((stat) => stat.value)).toEqual(['98%', '14+', '50+']);
    expect(successStories).toHaveLength(3);
    for (const story of successStories) expect(story.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
  });
});
