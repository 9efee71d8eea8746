import { CalendarCheck, Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { useRouteText } from '@/config/routes';
import { localizedPath } from '@domain/locale';
import { site } from '@domain/site';
import { contactContent } from '@/content/contact';
import { contactContentAr } from '@/content/contact.ar';
import { ContactForm } from '@/features/forms/contact-form';
import { contactFormMessages } from '@/features/forms/contact-form.messages';
import { Island } from '@/islands/island';

function DetailCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex gap-4 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold">{title}</h3>
          <div className="mt-1 text-sm text-muted-foreground">{children}</div>
        </div>
      </CardContent>
    </Card>
  );
}

export default function ContactPage() {
  const content = useLocalized({ en: contactContent, ar: contactContentAr });
  const { title } = useRouteText('/contact');
  const locale = useLocale();
  const { address } = site;
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex flex-col gap-4">
            <h2 className="text-2xl font-bold text-primary">{content.detailsTitle}</h2>
            <DetailCard icon={MapPin} title={content.detailTitles.address}>
              {/* The postal address as it is written on an envelope, in Latin script, in both languages. */}
              <address className="not-italic">
                {[...address.lines, `${address.city} ${address.postcode}`, address.country].map((line) => (
                  <span key={line} className="block">
                    <bdi>{line}</bdi>
                  </span>
                ))}
              </address>
            </DetailCard>
            <DetailCard icon={Phone} title={content.detailTitles.phone}>
              <a
                href={site.phoneHref}
                dir="ltr"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {site.phone}
              </a>
            </DetailCard>
            <DetailCard icon={Mail} title={content.detailTitles.email}>
              <a href={`mailto:${site.email}`} className="font-medium text-primary underline-offset-4 hover:underline">
                <EmailAddress address={site.email} />
              </a>
            </DetailCard>
            <DetailCard icon={Clock} title={content.detailTitles.officeHours}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {content.officeHours.map((slot) => (
                  <div key={slot.days} className="contents">
                    <dt className="font-medium text-foreground">{slot.days}</dt>
                    <dd>{slot.hours}</dd>
                  </div>
                ))}
              </dl>
            </DetailCard>
            <section
              aria-labelledby="campus-visit-heading"
              className="rounded-xl bg-primary p-6 text-primary-foreground"
            >
              <h2 id="campus-visit-heading" className="flex items-center gap-2 text-xl font-bold">
                <CalendarCheck aria-hidden="true" className="size-5 text-accent" />
                {content.campusVisit.title}
              </h2>
              <p className="mt-2 text-sm text-primary-foreground/90">{content.campusVisit.text}</p>
              <ButtonLink
                href={localizedPath('/visit', locale)}
                variant="accent"
                className="mt-4 min-h-11 focus-visible:outline-white"
              >
                {content.campusVisit.button}
              </ButtonLink>
            </section>
          </div>
          <Card className="p-5 sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold text-primary">
              {content.formTitle}
            </h2>
            <p className="mt-1 mb-6 text-muted-foreground">{content.formIntro}</p>
            {/* The form's words are resolved here, while prerendering: its island carries no catalogue. */}
            <Island
              name="contact-form"
              component={ContactForm}
              props={{
                messages: contactFormMessages(locale),
                successMessage: content.successMessage,
                campusVisitMessage: content.campusVisitMessage,
              }}
              when="load"
            />
          </Card>
        </div>
      </Section>
    </>
  );
}
