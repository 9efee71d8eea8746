import { CalendarFeedPanel } from './calendar-feed-panel';
import { LeftOutDates } from './left-out-dates';
import { SlotRulesPanel } from './slot-rules-panel';
import { StaffCalendar } from './staff-calendar';

/**
 * The Visits and interviews tab: the calendar of bookings, when they can happen and the dates left out. The dashboard passes
 * `onOpenApplication`, so an interview's application opens where the other applications do.
 */
export function VisitsAndInterviewsPanel({ onOpenApplication }: { onOpenApplication: (id: string) => void }) {
  return (
    <div className="space-y-10">
      <StaffCalendar onOpenApplication={onOpenApplication} />
      <CalendarFeedPanel />
      <SlotRulesPanel />
      <LeftOutDates />
    </div>
  );
}
