import { FileText, Info, Mail, Phone } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { Card } from '@/components/ui/card';
import { routeByPath } from '@/config/routes';
import { site } from '@domain/site';
import { parentResources, policyGroups } from '@/content/parent-resources';

const title = routeByPath('/parent-resources')?.title ?? 'Parent Resources';

/**
 * Parent Resources (docs/spec.md §2.12): the policy titles in three groups. The spec gives no documents
 * to link to, so the titles are a plain list and the page says how to ask for a copy.
 */
export default function ParentResourcesPage() {
  return (
    <>
      <PageHeader title={title} intro={<p>{parentResources.intro}</p>} />
      <Section id="policies" title="Our Policies">
        <div className="mb-8 flex flex-col gap-4 rounded-xl border-l-4 border-accent bg-secondary p-5 text-secondary-foreground sm:flex-row sm:items-start">
          <Info aria-hidden="true" className="size-6 shrink-0" />
          <div className="space-y-2">
            <p className="font-semibold">{parentResources.requestNote}</p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-1 underline underline-offset-4">
                <Mail aria-hidden="true" className="size-4" />
                {site.email}
              </a>
              <a href={site.phoneHref} className="inline-flex items-center gap-1 underline underline-offset-4">
                <Phone aria-hidden="true" className="size-4" />
                {site.phone}
              </a>
              <a href="/contact" className="underline underline-offset-4">
                Contact form
              </a>
            </p>
            <p className="flex items-center gap-2 text-sm">
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              {parentResources.pdfNote}
            </p>
          </div>
        </div>
        <StaggerGrid>
          {policyGroups.map((group) => (
            <Card key={group.id} className="p-6">
              <h3 id={`${group.id}-policies`} className="text-xl font-bold text-primary">
                {group.title} Policies
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
