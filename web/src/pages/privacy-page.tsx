import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { EmailAddress } from '@/components/ui/email-address';
import { Isolated } from '@/components/ui/isolated';
import { useRouteText } from '@/config/routes';
import { controller, privacyNoticeContent } from '@/content/privacy';
import { privacyNoticeContentAr } from '@/content/privacy.ar';
import { RetentionPeriod } from '@/features/privacy/retention-period';
import { localizedPath } from '@domain/locale';
import { RETENTION_KINDS } from '@domain/retention-periods';

/** The privacy notice: what each form collects and why, who receives it, for how long, and people's rights. */
export default function PrivacyPage() {
  const locale = useLocale();
  const content = useLocalized({ en: privacyNoticeContent, ar: privacyNoticeContentAr });
  const { title } = useRouteText('/privacy');
  return (
    <>
      <PageHeader title={title} intro={content.intro} />

      <Section id="what-we-collect" title={content.collectedTitle}>
        <div className="grid gap-6 md:grid-cols-2">
          {content.collected.map((item) => (
            <article key={item.form} className="rounded-lg border bg-card p-6">
              <h3 className="text-lg font-semibold text-primary">{item.form}</h3>
              <dl className="mt-3 space-y-3 text-sm leading-relaxed">
                <div>
                  <dt className="font-semibold">{content.collectedLabels.what}</dt>
                  <dd>{item.what}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{content.collectedLabels.why}</dt>
                  <dd>{item.why}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{content.collectedLabels.basis}</dt>
                  <dd>{item.basis}</dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
      </Section>

      <Section id="who-receives-it" title={content.recipientsTitle} tone="muted">
        <ul className="max-w-3xl list-disc space-y-2 ps-6">
          {content.recipients.map((recipient) => (
            <li key={recipient}>{recipient}</li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl">{content.noSale}</p>
      </Section>

      <Section id="how-long" title={content.retentionTitle}>
        <table className="w-full max-w-3xl text-start text-sm">
          <caption className="sr-only">{content.retentionCaption}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pe-4">
                {content.retentionHeadings.record}
              </th>
              <th scope="col" className="py-2">
                {content.retentionHeadings.keptFor}
              </th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_KINDS.map((kind) => (
              <tr key={kind} className="border-b">
                <td className="py-2 pe-4">{content.retentionLabels[kind]}</td>
                <td className="py-2 font-semibold">
                  <RetentionPeriod kind={kind} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 max-w-3xl">{content.retentionNote}</p>
      </Section>

      <Section id="your-rights" title={content.rightsTitle} tone="muted">
        <p className="max-w-3xl">{content.rightsIntro}</p>
        <ul className="mt-2 max-w-3xl list-disc space-y-1 ps-6">
          {content.rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl">
          <Isolated message={content.howToAsk} value={controller.contactEmail} email />
        </p>
        <address className="mt-4 not-italic">
          {content.postalAddress}{' '}
          <a href={`mailto:${controller.contactEmail}`} className="text-primary underline underline-offset-2">
            <EmailAddress address={controller.contactEmail} />
          </a>
        </address>
        <p className="mt-4 max-w-3xl">
          {content.cookiesLink.before}{' '}
          <a href={localizedPath('/cookies', locale)} className="text-primary underline underline-offset-2">
            {content.cookiesLink.link}
          </a>
          {content.cookiesLink.after}
        </p>
      </Section>
    </>
  );
}
