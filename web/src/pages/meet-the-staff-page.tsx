import { LeadershipTeam } from '@/components/content/leadership-team';
import { StaffAvatar } from '@/components/content/staff-avatar';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { CallToAction } from '@/components/page/call-to-action';
import { Card } from '@/components/ui/card';
import { Island } from '@/islands/island';
import { useLocale, useLocalized } from '@/lib/locale';
import { useRouteText } from '@/config/routes';
import { leadershipTeam, meetTheStaff, teachingStaff, withName } from '@/content/staff';
import { leadershipTeamAr, meetTheStaffAr, teachingStaffAr } from '@/content/staff.ar';
import { localizedPath } from '@domain/locale';

/** Meet the Staff (docs/spec.md §2.12): leadership with collapsible profiles, and the teaching staff. */
export default function MeetTheStaffPage() {
  const locale = useLocale();
  const content = useLocalized({ en: meetTheStaff, ar: meetTheStaffAr });
  const leaders = useLocalized({ en: leadershipTeam, ar: leadershipTeamAr });
  const teachers = useLocalized({ en: teachingStaff, ar: teachingStaffAr });
  const { title } = useRouteText('/meet-the-staff');
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />

      <Section id="leadership" title={content.leadershipTitle} intro={<p>{content.leadershipIntro}</p>}>
        <Island
          name="leadership-team"
          component={LeadershipTeam}
          props={{ members: leaders, text: content.card }}
          when="idle"
        />
      </Section>

      <Section id="teaching-staff" title={content.teachingTitle} intro={<p>{content.teachingIntro}</p>} tone="muted">
        <StaggerGrid as="ul">
          {teachers.map((teacher) => (
            <Card key={teacher.id} className="flex items-center gap-4 p-6">
              <StaffAvatar alt={withName(content.card.photoAlt, teacher.name)} photo={teacher.photo} size="md" />
              <div>
                <h3 className="text-lg font-bold text-primary">{teacher.name}</h3>
                <p className="text-sm text-muted-foreground">{teacher.subject}</p>
              </div>
            </Card>
          ))}
        </StaggerGrid>
      </Section>

      <CallToAction
        title={content.callToAction.title}
        text={content.callToAction.text}
        actions={[
          { label: content.callToAction.contact, to: localizedPath('/contact', locale) },
          { label: content.callToAction.apply, to: localizedPath('/apply', locale), variant: 'accent' },
        ]}
      />
    </>
  );
}
