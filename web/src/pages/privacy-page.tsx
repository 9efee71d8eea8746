import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { routeByPath } from '@/config/routes';
import { site } from '@domain/site';
import { collected, controller, howToAsk, recipients, rights } from '@/content/privacy';
import { RetentionPeriod } from '@/features/privacy/retention-period';
import { FINAL_APPLICATION_STATUSES, RETENTION_KINDS, RETENTION_LABELS } from '@domain/retention-periods';

const title = routeByPath('/privacy')?.title ?? 'Privacy Notice';

/** The privacy notice: what each form collects and why, who receives it, for how long, and people's rights. */
export default function PrivacyPage() {
  return (
    <>
      <PageHeader
        title={title}
        intro={`${controller.name} is the controller of the personal data you send us through this website (ICO registration ${controller.icoRegistration}).`}
      />

      <Section id="what-we-collect" title="What we collect and why">
        <div className="grid gap-6 md:grid-cols-2">
          {collected.map((item) => (
            <article key={item.form} className="rounded-lg border bg-card p-6">
              <h3 className="text-lg font-semibold text-primary">{item.form}</h3>
              <dl className="mt-3 space-y-3 text-sm leading-relaxed">
                <div>
                  <dt className="font-semibold">What</dt>
                  <dd>{item.what}</dd>
                </div>
                <div>
                  <dt className="font-semibold">Why</dt>
                  <dd>{item.why}</dd>
                </div>
                <div>
                  <dt className="font-semibold">Lawful basis</dt>
                  <dd>{item.basis}</dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
      </Section>

      <Section id="who-receives-it" title="Who receives it" tone="muted">
        <ul className="max-w-3xl list-disc space-y-2 pl-6">
          {recipients.map((recipient) => (
            <li key={recipient}>{recipient}</li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl">We never sell your data or use it for marketing without asking you first.</p>
      </Section>

      <Section id="how-long" title="How long we keep it">
        <table className="w-full max-w-3xl text-left text-sm">
          <caption className="sr-only">Retention periods</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4">Record</th>
              <th scope="col" className="py-2">Kept for</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_KINDS.map((kind) => (
              <tr key={kind} className="border-b">
                <td className="py-2 pr-4">{RETENTION_LABELS[kind]}</td>
                <td className="py-2 font-semibold">
                  <RetentionPeriod kind={kind} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 max-w-3xl">
          An application is closed when it is {FINAL_APPLICATION_STATUSES.join(' or ')}; until then we keep it, and our staff
          review open applications that are older than the contact period. If you join us, your application becomes part of
          your student record. After these periods the records are erased automatically, including our notes on them.
        </p>
      </Section>

      <Section id="your-rights" title="Your rights" tone="muted">
        <p className="max-w-3xl">You have the right:</p>
        <ul className="mt-2 max-w-3xl list-disc space-y-1 pl-6">
          {rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl">{howToAsk}</p>
        <address className="mt-4 not-italic">
          {controller.name}, {site.address.lines.join(', ')}, {site.address.city} {site.address.postcode}.{' '}
          <a href={`mailto:${controller.contactEmail}`} className="text-primary underline underline-offset-2">
            {controller.contactEmail}
          </a>
        </address>
        <p className="mt-4 max-w-3xl">
          How this website uses cookies is in our{' '}
          <a href="/cookies" className="text-primary underline underline-offset-2">
            cookie policy
          </a>
          .
        </p>
      </Section>
    </>
  );
}
