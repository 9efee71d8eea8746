import { FileText, Info, Mail, Phone } from 'lucide-react';
import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { useRouteText } from '@/config/routes';
import { localizedPath } from '@domain/locale';
import { site } from '@domain/site';
import { parentResourcesContent } from '@/content/parent-resources';
import { parentResourcesContentAr } from '@/content/parent-resources.ar';

/**
 * Parent Resources (docs/spec.md §2.12): the policy titles in three groups. The spec gives no documents
 * to link to, so the titles are a plain list and the page says how to ask for a copy.
 */
export default function ParentResourcesPage() {
  const locale = useLocale();
  const content = useLocalized({ en: parentResourcesContent, ar: parentResourcesContentAr });
  const { title } = useRouteText('/parent-resources');
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />
      <Section id="policies" title={content.policiesTitle}>
        <div className="mb-8 flex flex-col gap-4 rounded-xl border-s-4 border-accent bg-secondary p-5 text-secondary-foreground sm:flex-row sm:items-start">
          <Info aria-hidden="true" className="size-6 shrink-0" />
          <div className="space-y-2">
            <p className="font-semibold">{content.requestNote}</p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <a
                href={`mailto:${site.email}`}
                dir="ltr"
                className="inline-flex items-center gap-1 underline underline-offset-4"
              >
                <Mail aria-hidden="true" className="size-4" />
                <EmailAddress address={site.email} />
              </a>
              <a
                href={site.phoneHref}
                dir="ltr"
                className="inline-flex items-center gap-1 underline underline-offset-4"
              >
                <Phone aria-hidden="true" className="size-4" />
                {site.phone}
              </a>
              <a href={localizedPath('/contact', locale)} className="underline underline-offset-4">
                {content.contactFormLabel}
              </a>
            </p>
            <p className="flex items-center gap-2 text-sm">
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              {content.pdfNote}
            </p>
          </div>
        </div>
        <StaggerGrid>
          {content.groups.map((group) => (
            <Card key={group.id} className="p-6">
              <h3 id={`${group.id}-policies`} className="text-xl font-bold text-primary">
                {group.heading}
              </h3>
              <ul aria-labelledby={`${group.id}-policies`} className="mt-4 divide-y">
                {group.policies.map(({ name, icon: Icon }) => (
                  <li key={name} className="flex items-center gap-3 py-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <span className="font-medium">{name}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </StaggerGrid>
      </Section>
    </>
  );
}
