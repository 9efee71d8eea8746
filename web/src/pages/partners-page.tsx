import { Handshake } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { NewTabLink } from '@/components/content/new-tab-link';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLocale, useLocalized } from '@/lib/locale';
import { useRouteText } from '@/config/routes';
import { partners, partnersContent } from '@/content/partners';
import { partnersAr, partnersContentAr } from '@/content/partners.ar';
import { localizedPath } from '@domain/locale';

/** Partners (docs/spec.md §2.12): four partners with their websites, and a note for agencies. */
export default function PartnersPage() {
  const locale = useLocale();
  const content = useLocalized({ en: partnersContent, ar: partnersContentAr });
  const partnerList = useLocalized({ en: partners, ar: partnersAr });
  const { title } = useRouteText('/partners');
  const { opportunities } = content;
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />

      <Section id="partners" title={content.partnersTitle}>
        <StaggerGrid as="ul" className="lg:grid-cols-2">
          {partnerList.map((partner) => (
            <Card key={partner.name} className="flex flex-col gap-3 p-6">
              <div className="flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Handshake aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-primary">{partner.name}</h3>
                  <Badge variant="secondary" className="mt-1">
                    {partner.type}
                  </Badge>
                </div>
              </div>
              <p className="flex-1 text-muted-foreground">{partner.description}</p>
              <NewTabLink href={partner.website} className="self-start">
                {content.visitWebsite}
                <span className="sr-only">
                  : <bdi>{partner.name}</bdi>
                </span>
              </NewTabLink>
            </Card>
          ))}
        </StaggerGrid>
      </Section>

      <Section id="partnership-opportunities" tone="muted">
        <div className="flex flex-col items-start gap-6 rounded-2xl border-s-4 border-accent bg-card p-8 shadow-sm lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold text-primary">{opportunities.title}</h2>
            <p className="mt-3 text-muted-foreground">{opportunities.text}</p>
          </div>
          <ButtonLink
            size="lg"
            className="h-auto min-h-12 py-3 text-center whitespace-normal"
            href={localizedPath('/contact', locale)}
          >
            {opportunities.cta}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
