import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { withName, type LeadershipMember, type StaffCardText } from '@/content/staff';
import { cn } from '@/lib/cn';
import { StaffAvatar } from './staff-avatar';

/**
 * One leadership card with a collapsible profile (docs/spec.md §2.12, 4): closed at first, toggled by a
 * 'Profile' / 'Hide Profile' button; each card keeps its own state, so several can be open.
 */
function LeadershipCard({ member, text }: { member: LeadershipMember; text: StaffCardText }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Card className="flex flex-col p-6">
      <div className="flex items-center gap-4">
        <StaffAvatar alt={withName(text.photoAlt, member.name)} photo={member.photo} size="lg" />
        <div>
          <h3 className="text-lg font-bold text-primary">{member.name}</h3>
          <p className="text-sm font-medium text-muted-foreground">{member.position}</p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-5 self-start"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? text.hideProfile : text.showProfile}
        <span className="sr-only">{withName(text.profileButtonSuffix, member.name)}</span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform duration-300', open && 'rotate-180')} />
      </Button>
      {/* Collapsed by max-height (at most 1000px open, docs/spec.md §4); `invisible` keeps the
          closed text out of the accessibility tree and the tab order. */}
      <div
        id={regionId}
        role="region"
        aria-label={withName(text.profileRegion, member.name)}
        className={cn(
          'overflow-hidden transition-[max-height,visibility] duration-300 ease-in-out',
          open ? 'visible max-h-[1000px]' : 'invisible max-h-0',
        )}
      >
        <div className="space-y-3 pt-4 leading-relaxed">
          {member.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Card>
  );
}

/**
 * The leadership cards: an island, because each profile opens and closes. The page passes the
 * team and the card's words already in its language (plain JSON, serialised into the page).
 */
export function LeadershipTeam({ members, text }: { members: readonly LeadershipMember[]; text: StaffCardText }) {
  return (
    /* items-start: opening one profile must not stretch its neighbours. */
    <StaggerGrid as="ul" className="items-start lg:grid-cols-2">
      {members.map((member) => (
        <LeadershipCard key={member.id} member={member} text={text} />
      ))}
    </StaggerGrid>
  );
}
