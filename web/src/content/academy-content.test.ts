import { describe, expect, it } from 'vitest';
import { aboutContent } from './about';
import { alumniUniversities, testimonials } from './alumni';
import { examResults } from './exam-results';
import { extraCurricular } from './extra-curricular';
import { newsCategories, newsItems } from './news';
import { parentResources, policyGroups } from './parent-resources';
import { partners } from './partners';
import { principalMessage } from './principal-message';
import { leadershipTeam, teachingStaff } from './staff';
import { formatTermDate, terms } from './term-dates';
import { theCity } from './the-city';
import { welfarePastoral } from './welfare-pastoral';

describe('term dates (docs/spec.md §2.12)', () => {
  it('publishes the three terms with the spec dates', () => {
    expect(terms.map((term) => [term.name, term.start, term.halfTerm.from, term.halfTerm.to, term.end])).toEqual([
      ['Autumn 2025', '2025-09-15', '2025-10-27', '2025-10-31', '2025-12-12'],
      ['Spring 2026', '2026-01-05', '2026-02-16', '2026-02-20', '2026-04-13'],
      ['Summer 2026', '2026-04-06', '2026-05-25', '2026-05-26', '2026-06-26'],
    ]);
  });

  it('formats dates with the right weekday', () => {
    expect(formatTermDate('2025-09-15')).toBe('Monday 15 September 2025');
    expect(formatTermDate('2025-12-12')).toBe('Friday 12 December 2025');
    expect(formatTermDate('2026-05-26')).toBe('Tuesday 26 May 2026');
  });
});

describe('about (docs/spec.md §2.9)', () => {
  it('has the four anchored sections with the spec lists', () => {
    const byId = Object.fromEntries(aboutContent.sections.map((s) => [s.id, s.points.map((p) => p.label)]));
    expect(Object.keys(byId)).toEqual(['about', 'values', 'ethos', 'students']);
    expect(byId.values).toEqual([
      'Excellence in education',
      'Individual attention',
      'Cultural diversity',
      'Student wellbeing',
    ]);
    expect(byId.ethos).toEqual(['Small class sizes', 'Experienced teachers', 'Modern facilities', 'University focus']);
    expect(byId.students).toEqual(['40+ nationalities', 'UK and international', 'Age 14-25', 'Vibrant community']);
    expect(aboutContent.intro).toContain('1999');
  });
});

describe('exam results', () => {
  it('shows the 2021 grades, placement and Foundation progression', () => {
    const text = examResults.stats.map((s) => `${s.value} ${s.label}`);
    expect(text).toEqual([
      '98.78% A*-A grades in our 2021 results',
      '100% University placement',
      '100% Foundation Year progression since 2018',
    ]);
  });
});

describe('extra-curricular', () => {
  it('lists the six activities', () => {
    expect(extraCurricular.activities.map((a) => a.title)).toEqual([
      'Bar Mock Trial Competition',
      'Business and Accounting Competition',
      'Debating Competition',
      'Science Olympiads',
      'Maths Challenges',
      'Model United Nations',
    ]);
  });
});

describe('parent resources', () => {
  it('groups the policy titles as the spec lists them', () => {
    expect(policyGroups.map((g) => [g.title, g.policies.map((p) => p.name)])).toEqual([
      ['General', ['Health and Safety', 'Fire Risk', 'First Aid', 'Complaints', 'GDPR', 'Terms and Conditions']],
      ['Staff', ['Safer Recruitment', 'Code of Conduct', 'Safeguarding']],
      ['Student', ['Behaviour', 'Anti-Bullying', 'Welfare']],
    ]);
    expect(policyGroups.reduce((n, g) => n + g.policies.length, 0)).toBe(12);
  });

  it('says a PDF reader is required and offers no fake links', () => {
    expect(parentResources.pdfNote).toMatch(/PDF reader/);
    expect(JSON.stringify(policyGroups)).not.toMatch(/https?:|\.pdf/);
  });
});

describe('welfare and pastoral care', () => {
  it('lists the six kinds of international-student support and the 24/7 line', () => {
    expect(welfarePastoral.internationalSupport.items).toHaveLength(6);
    expect(welfarePastoral.internationalSupport.items).toContain('Airport pick-up (if booked in advance)');
    expect(welfarePastoral.emergency.text).toMatch(/24 hours a day, 7 days a week/);
    expect(welfarePastoral.emergency.text).toMatch(/student portal/);
  });
});

describe('the city', () => {
  it('covers the four highlights, with free entry at the museum', () => {
    expect(theCity.highlights.map((h) => h.title)).toEqual([
      'Cardiff Castle',
      'Principality Stadium',
      'Cardiff Bay',
      'National Museum Cardiff',
    ]);
    expect(theCity.highlights[3]?.text).toMatch(/free entry/);
  });
});

describe('staff', () => {
  it('has a leadership team of four with profiles and six teachers with subjects', () => {
    expect(leadershipTeam).toHaveLength(4);
    for (const member of leadershipTeam) {
      expect(member.position).not.toBe('');
      expect(member.bio.length).toBeGreaterThan(0);
    }
    expect(teachingStaff).toHaveLength(6);
    for (const teacher of teachingStaff) expect(teacher.subject).not.toBe('');
    const ids = [...leadershipTeam, ...teachingStaff].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes the principal of the message page from the staff list', () => {
    expect(principalMessage.principal.position).toBe('Principal');
    expect(leadershipTeam.map((m) => m.name)).toContain(principalMessage.principal.name);
  });
});

describe('alumni', () => {
  it('has three testimonials and ten distinct universities', () => {
    expect(testimonials).toHaveLength(3);
    expect(alumniUniversities).toHaveLength(10);
    expect(new Set(alumniUniversities).size).toBe(10);
  });
});

describe('partners', () => {
  it('has four partners with https links on reserved .example domains', () => {
    expect(partners).toHaveLength(4);
    for (const partner of partners) expect(partner.website).toMatch(/^https:\/\/[a-z0-9-]+\.example(\/|$)/);
  });
});

describe('news', () => {
  it('has six articles in the spec categories', () => {
    expect(newsItems).toHaveLength(6);
    for (const item of newsItems) expect(newsCategories).toContain(item.category);
    expect(new Set(newsItems.map((item) => item.category))).toEqual(new Set(newsCategories));
  });

  it('carries the news facts of docs/spec.md §9', () => {
    const text = newsItems.map((item) => `${item.title} ${item.excerpt}`).join(' ');
    expect(text).toContain('96% A*-A');
    expect(text).toContain('up to 100%');
    expect(text).toContain('over £500,000');
    expect(text).toContain('50 students over two years');
    expect(text).toContain('1999');
  });

  it('links only to https pages', () => {
    for (const item of newsItems) if (item.link) expect(item.link).toMatch(/^https:\/\//);
  });
});
