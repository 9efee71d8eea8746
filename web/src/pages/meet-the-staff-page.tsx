import { LeadershipTeam } from '@/components/content/leadership-team';
import { StaffAvatar } from '@/components/content/staff-avatar';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { CallToAction } from '@/components/page/call-to-action';
import { Card } from '@/components/ui/card';
import { Island } from '@/islands/island';
import { routeByPath } from '@/config/routes';
import { meetTheStaff, teachingStaff } from '@/content/staff';

const title = routeByPath('/meet-the-staff')?.title ?? 'Meet the Staff';

/** Meet the Staff (docs/spec.md §2.12): leadership with collapsible profiles, and the teaching staff. */
export default function MeetTheStaffPage() {
  return (
    <>
      <PageHeader title={title} intro={<p>{meetTheStaff.intro}</p>} />

      <Section id="leadership" title="Leadership Team" intro={<p>{meetTheStaff.leadershipIntro}</p>}>
        <Island name="leadership-team" component={LeadershipTeam} props={{}} when="idle" />
      </Section>

      <Section id="teaching-staff" title="Teaching Staff" intro={<p>{meetTheStaff.teachingIntro}</p>} tone="muted">
        <StaggerGrid as="ul">
          {teachingStaff.map((teacher) => (
            <Card key={teacher.id} className="flex items-center gap-4 p-6">
              <StaffAvatar name={teacher.name} photo={teacher.photo} size="md" />
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
