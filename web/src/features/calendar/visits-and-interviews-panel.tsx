import { LeftOutDates } from './left-out-dates';
import { SlotRulesPanel } from './slot-rules-panel';

/**
 * The Visits and interviews tab: when they can happen and the dates left out. The dashboard passes
 * `onOpenApplication`, so an interview's application opens where the other applications do.
 */
export function VisitsAndInterviewsPanel(_props: { onOpenApplication: (id: string) => void }) {
  return (
    <div className="space-y-10">
      <SlotRulesPanel />
      <LeftOutDates />
    </div>
  );
}
