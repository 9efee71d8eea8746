import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/lib/locale';
import { visitClock } from '@/lib/visit-clock';
import type { Locale } from '@domain/locale';
import { applicantMessages } from './applicant.messages';
import { InterviewDetails, type BookedInterview } from './interview-booking';

// 10:00 UK time on a winter Tuesday (GMT), and 10:00 UK time in summer (BST, 09:00 UTC).
const winter: BookedInterview = {
  id: '00000000-0000-4000-8000-000000000001',
  startsAt: '2027-01-12T10:00:00Z',
  endsAt: '2027-01-12T10:30:00Z',
  mode: 'video',
  videoUrl: 'https://meet.example/admissions-interview',
  changeUntil: '2027-01-11T10:00:00Z',
};
const summer: BookedInterview = { ...winter, startsAt: '2027-06-15T09:00:00Z', endsAt: '2027-06-15T09:30:00Z' };

/** The booked interview as the space shows it to a reader whose browser is in `zone`. */
function render(locale: Locale, zone: string, booking = winter) {
  const messages = applicantMessages(locale).interview;
  const html = renderToString(
    <LocaleProvider locale={locale}>
      <InterviewDetails booking={booking} clock={visitClock(locale, messages.slots.clock, zone)} messages={messages} />
    </LocaleProvider>,
  );
  const when = /data-testid="applicant-interview-when">([^<]*)</.exec(html)?.[1];
  return { html, when, messages };
}

describe('the booked interview’s time in the applicant’s space', () => {
  it('is in UK time alone for a reader in the UK', () => {
    expect(render('en', 'Europe/London').when).toBe('Tuesday 12 January 2027, 10:00 UK time');
    expect(render('en', 'Europe/London', summer).when).toBe('Tuesday 15 June 2027, 10:00 UK time');
  });

  it('adds the reader’s own time, named by their city, where their clock differs, across the UK’s change of clocks', () => {
    expect(render('en', 'Asia/Riyadh').when).toBe('Tuesday 12 January 2027, 10:00 UK time (13:00 in Riyadh)');
    expect(render('en', 'Asia/Riyadh', summer).when).toBe('Tuesday 15 June 2027, 10:00 UK time (12:00 in Riyadh)');
  });

  it('in Arabic: UK time alone in the UK, and Riyadh’s time beside it in Riyadh', () => {
    expect(render('ar', 'Europe/London').when).toMatch(/10:00 بتوقيت المملكة المتحدة$/);
    expect(render('ar', 'Asia/Riyadh').when).toMatch(/10:00 بتوقيت المملكة المتحدة \(13:00 في الرياض\)$/);
  });

  it.each(['en', 'ar'] as const)(
    'in %s, shows the video link, left to right, only for an interview by video',
    (locale) => {
      const video = render(locale, 'Europe/London');
      expect(video.html).toContain(video.messages.modes.video);
      expect(video.html).toContain(video.messages.link);
      expect(video.html).toContain('href="https://meet.example/admissions-interview"');
      expect(video.html).toContain('<bdi dir="ltr">https://meet.example/admissions-interview</bdi>');

      const campus = render(locale, 'Europe/London', { ...winter, mode: 'campus', videoUrl: null });
      expect(campus.html).toContain(campus.messages.modes.campus);
      expect(campus.html).not.toContain(campus.messages.link);
      expect(campus.html).not.toContain('href=');
    },
  );
});
