import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { routeByPath } from '@/config/routes';
import { cookies } from '@/content/privacy';

const title = routeByPath('/cookies')?.title ?? 'Cookie Policy';

/** Exactly the cookies the site sets, and the one third-party script it may load. */
export default function CookiesPage() {
  return (
    <>
      <PageHeader
        title={title}
        intro="Visitors to this website get no cookies at all unless they ask for the Arabic translation. We use no analytics or advertising cookies."
      />
      <Section title="The cookies we set">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Cookies</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4">Name</th>
              <th scope="col" className="py-2 pr-4">Purpose</th>
              <th scope="col" className="py-2 pr-4">How long</th>
              <th scope="col" className="py-2">Type</th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.name} className="border-b align-top">
                <td className="py-2 pr-4 font-mono">{cookie.name}</td>
                <td className="py-2 pr-4">{cookie.purpose}</td>
                <td className="py-2 pr-4">{cookie.duration}</td>
                <td className="py-2">{cookie.kind}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="The translation widget" tone="muted">
        <p className="max-w-3xl">
          The Arabic translation is provided by Google Translate, a third-party script. It is loaded only when you choose
          Arabic from the language switch; until then nothing is requested from Google. Once loaded, Google processes the
          page text to translate it and may set its own cookies under Google&apos;s privacy policy.
        </p>
      </Section>
    </>
  );
}
