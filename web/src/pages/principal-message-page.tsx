import { Quote, User } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { Card } from '@/components/ui/card';
import { useLocale, useLocalized } from '@/lib/locale';
import { useRouteText } from '@/config/routes';
import { principalMessage } from '@/content/principal-message';
import { principalMessageAr } from '@/content/principal-message.ar';
import { localizedPath } from '@domain/locale';
import letterImage from '@/assets/images/principal-welcome.svg';

/** Principal's Message (docs/spec.md §2.12): a welcome quote, a letter and a profile. */
export default function PrincipalMessagePage() {
  const locale = useLocale();
  const { principal, quote, attribution, letter, profile } = useLocalized({
    en: principalMessage,
    ar: principalMessageAr,
  });
  const { title } = useRouteText('/principal-message');
  return (
    <>
      <PageHeader title={title}>
        <figure className="mt-8 max-w-3xl border-s-4 border-accent ps-6">
          <Quote aria-hidden="true" className="mb-2 size-8 text-accent rtl:-scale-x-100" />
          <blockquote className="text-xl font-medium italic leading-relaxed text-primary-foreground sm:text-2xl rtl:not-italic">
            <p>{quote}</p>
          </blockquote>
          <figcaption className="mt-4 text-primary-foreground/90">{attribution}</figcaption>
        </figure>
      </PageHeader>

      <Section id="letter" title={letter.title}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <article className="space-y-4 text-lg leading-relaxed">
            <p className="font-semibold text-primary">{letter.greeting}</p>
            {letter.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="pt-2">{letter.signOff}</p>
            <p>
              <span className="block font-bold text-primary">{principal.name}</span>
              <span className="text-muted-foreground">{principal.position}</span>
            </p>
          </article>
          <img
            src={letterImage}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            className="mx-auto hidden h-auto w-full max-w-xs self-start rounded-2xl shadow-md lg:block"
          />
        </div>
      </Section>

      <Section id="profile" title={profile.title} tone="muted">
        <Card className="flex flex-col gap-6 p-6 sm:flex-row sm:items-start sm:p-8">
          {principal.photo ? (
            <img
              src={principal.photo}
              alt={profile.photoAlt}
              width={112}
              height={112}
              loading="lazy"
              className="size-28 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span className="flex size-28 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <User aria-hidden="true" className="size-12" />
            </span>
          )}
          <div className="space-y-3">
            <h3 className="text-xl font-bold text-primary">{principal.name}</h3>
            <p className="font-semibold text-muted-foreground">{principal.position}</p>
            {principal.bio.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
            <p>
              <a
                href={localizedPath('/meet-the-staff', locale)}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {profile.staffLink}
              </a>
            </p>
          </div>
        </Card>
      </Section>
    </>
  );
}
