import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTrpcReactClient, trpc } from '@/lib/trpc-react';
import { dashboardMessages as messages } from './dashboard.messages';
import { InterviewSection, interviewWhen } from './interview-section';

const m = messages.interview;

const booked = {
  id: '6f1c2b8e-0d5a-4a8e-9c1e-2b7d3f4a5c6d',
  status: 'booked' as const,
  // 09:00 UTC in British Summer Time: 10:00 on a Cardiff clock.
  startsAt: '2026-07-01T09:00:00.000Z',
  endsAt: '2026-07-01T09:30:00.000Z',
  mode: 'video' as const,
  videoUrl: 'https://meet.example/interviews/abc',
  officer: 'officer@academy.example',
  outcome: null,
  outcomeAt: null,
  outcomeBy: null,
};
type Interview = Parameters<typeof InterviewSection>[0]['interviews'][number];

function render(status: string, interviews: Interview[]): string {
  const queryClient = new QueryClient();
  return renderToString(
    <trpc.Provider client={createTrpcReactClient()} queryClient={queryClient}>
      <InterviewSection status={status} interviews={interviews} onChanged={() => undefined} />
    </trpc.Provider>,
  );
}

const radios = (html: string) => html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];

describe('the interview section of an application’s detail', () => {
  it('shows a booked interview in UK time, with its officer and video link, and lets staff record it once begun', () => {
    const html = render('interview', [booked]);
    expect(html).toContain(m.title);
    expect(html).toContain('Wednesday, 1 July 2026, 10:00 to 10:30 UK time');
    expect(html).toContain(m.states.booked);
    expect(html).toContain('officer@academy.example');
    expect(html).toContain(m.modes.video);
    expect(html).toContain('href="https://meet.example/interviews/abc"');
    expect(html).toContain(m.noOutcome);
    expect(html).not.toContain(m.notChosen);
    expect(html).not.toContain(m.notStarted);
    expect(radios(html)).toHaveLength(2);
    for (const radio of radios(html)) expect(radio).not.toContain('disabled');
    expect(html).toContain(m.outcomeLegend);
    expect(html).toContain(m.notesLabel);
    expect(html).toContain(m.record);
  });

  it('disables the form with the reason before the interview starts', () => {
    const html = render('interview', [
      { ...booked, startsAt: '2099-01-05T10:00:00.000Z', endsAt: '2099-01-05T10:30:00.000Z' },
    ]);
    expect(html).toContain('Monday, 5 January 2099, 10:00 to 10:30 UK time');
    expect(html).toContain(m.notStarted);
    for (const radio of radios(html)) expect(radio).toContain('disabled');
    expect(html).toMatch(/<textarea[^>]*disabled/);
  });

  it('shows a recorded outcome, when and by whom, and offers to correct it', () => {
    const html = render('interview', [
      {
        ...booked,
        mode: 'campus',
        videoUrl: null,
        outcome: 'no_show',
        outcomeAt: '2026-07-01T09:40:00.000Z',
        outcomeBy: 'marker@academy.example',
      },
    ]);
    expect(html).toContain(m.modes.campus);
    expect(html).toContain('Did not attend, recorded 1 Jul 2026, 10:40 by marker@academy.example');
    const [attended, noShow] = radios(html);
    expect(attended).not.toContain('checked');
    expect(noShow).toContain('checked');
    expect(html).toContain(m.correct);
  });

  it('says the applicant has not chosen a time when nothing is booked, and keeps a cancelled booking without a form', () => {
    expect(render('interview', [])).toContain(m.notChosen);
    const html = render('interview', [{ ...booked, status: 'cancelled' }]);
    expect(html).toContain(m.notChosen);
    expect(html).toContain(m.states.cancelled);
    expect(radios(html)).toHaveLength(0);
  });

  it('is left out of an application that never reached an interview', () => {
    expect(render('under_review', [])).toBe('');
  });

  it('reads winter times as GMT', () => {
    expect(interviewWhen({ startsAt: '2026-12-02T14:00:00.000Z', endsAt: '2026-12-02T14:45:00.000Z' })).toBe(
      'Wednesday, 2 December 2026, 14:00 to 14:45 UK time',
    );
  });
});
