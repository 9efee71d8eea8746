import { Section } from '@/components/page/section';
import { PageHeader } from '@/components/page/page-header';
import { Card } from '@/components/ui/card';
import { useRouteText } from '@/config/routes';
import { visitContent } from '@/content/visit';
import { visitContentAr } from '@/content/visit.ar';
import { VisitBooking } from '@/features/forms/visit-booking';
import { visitBookingMessages } from '@/features/forms/visit-page.messages';
import { VisitWhereabouts } from '@/features/forms/visit-whereabouts';
import { Island } from '@/islands/island';
import { useLocale, useLocalized } from '@/lib/locale';

/** Book a campus visit: the free slots and the form are an island; the rest is prerendered. */
export default function VisitPage() {
  const content = useLocalized({ en: visitContent, ar: visitContentAr });
  const { title } = useRouteText('/visit');
  const locale = useLocale();
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card className="p-5 sm:p-8">
            <h2 id="visit-form-heading" className="mb-6 text-2xl font-bold text-primary">
              {content.formTitle}
            </h2>
            {/* The form's words are resolved here, while prerendering: its island carries no catalogue. */}
            <Island
              name="visit-booking"
              component={VisitBooking}
              props={{ messages: visitBookingMessages(locale) }}
              when="load"
            />
          </Card>
          <div className="flex flex-col gap-8">
            <section aria-labelledby="visit-expect-heading" className="flex flex-col gap-3">
              <h2 id="visit-expect-heading" className="text-xl font-bold text-primary">
                {content.expectTitle}
              </h2>
              <ul className="list-disc space-y-2 ps-5 text-muted-foreground">
                {content.expect.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
            <VisitWhereabouts title={content.whereTitle} questions={content.questions} />
          </div>
        </div>
      </Section>
    </>
  );
}
