import { useId, useState } from 'react';
import { ChevronDown, User } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { CallToAction } from '@/components/page/call-to-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { routeByPath } from '@/config/routes';
import { leadershipTeam, meetTheStaff, teachingStaff, type LeadershipMember } from '@/content/staff';

const title = routeByPath('/meet-the-staff')?.title ?? 'Meet the Staff';

function Avatar({ name, photo, size }: { name: string; photo?: string; size: 'lg' | 'md' }) {
  const box = size === 'lg' ? 'size-20' : 'size-16';
  if (photo) {
    return <img src={photo} alt={`Photo of ${name}`} width={80} height={80} loading="lazy" className={cn(box, 'shrink-0 rounded-full object-cover')} />;
  }
  return (
    <span className={cn(box, 'flex shrink-0 items-center justify-center rounded-full bg-secondary text-primary')}>
      <User aria-hidden="true" className={size === 'lg' ? 'size-10' : 'size-8'} />
    </span>
  );
}

/**
 * One leadership card with a collapsible profile (docs/spec.md §2.12, 4): closed at first, toggled by a
 * 'Profile' / 'Hide Profile' button; each card keeps its own state, so several can be open.
 */
function LeadershipCard({ member }: { member: LeadershipMember }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Card className="flex flex-col p-6">
      <div className="flex items-center gap-4">
        <Avatar name={member.name} photo={member.photo} size="lg" />
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
        {open ? 'Hide Profile' : 'Profile'}
        <span className="sr-only"> for {member.name}</span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform duration-300', open && 'rotate-180')} />
      </Button>
      {/* Collapsed by max-height (at most 1000px open, docs/spec.md §4); `invisible` keeps the
          closed text out of the accessibility tree and the tab order. */}
      <div
        id={regionId}
        role="region"
        aria-label={`Profile of ${member.name}`}
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

/** Meet the Staff (docs/spec.md §2.12): leadership with collapsible profiles, and the teaching staff. */
export default function MeetTheStaffPage() {
  return (
    <>
      <PageHeader title={title} intro={<p>{meetTheStaff.intro}</p>} />

      <Section id="leadership" title="Leadership Team" intro={<p>{meetTheStaff.leadershipIntro}</p>}>
        {/* items-start: opening one profile must not stretch its neighbours. */}
        <StaggerGrid as="ul" className="items-start lg:grid-cols-2">
          {leadershipTeam.map((member) => (
            <LeadershipCard key={member.id} member={member} />
          ))}
        </StaggerGrid>
      </Section>

      <Section id="teaching-staff" title="Teaching Staff" intro={<p>{meetTheStaff.teachingIntro}</p>} tone="muted">
        <StaggerGrid as="ul">
          {teachingStaff.map((teacher) => (
            <Card key={teacher.id} className="flex items-center gap-4 p-6">
              <Avatar name={teacher.name} photo={teacher.photo} size="md" />
              <div>
                <h3 className="text-lg font-bold text-primary">{teacher.name}</h3>
                <p className="text-sm text-muted-foreground">{teacher.subject}</p>
              </div>
            </Card>
          ))}
        </StaggerGrid>
      </Section>

      <CallToAction
        title="Meet us in person"
        text="Our team is happy to answer your questions or show you around the academy."
        actions={[
          { label: 'Contact Us', to: '/contact' },
          { label: 'Apply Now', to: '/apply', variant: 'accent' },
        ]}
      />
    </>
  );
}
