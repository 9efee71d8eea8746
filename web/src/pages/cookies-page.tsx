import { useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { useRouteText } from '@/config/routes';
import { cookiesContent } from '@/content/privacy';
import { cookiesContentAr } from '@/content/privacy.ar';

/** Exactly the cookies the site sets, and that it loads no third-party script. */
export default function CookiesPage() {
  const content = useLocalized({ en: cookiesContent, ar: cookiesContentAr });
  const { title } = useRouteText('/cookies');
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section title={content.tableTitle}>
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{content.tableCaption}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pe-4">
                {content.tableHeadings.name}
              </th>
              <th scope="col" className="py-2 pe-4">
                {content.tableHeadings.purpose}
              </th>
              <th scope="col" className="py-2 pe-4">
                {content.tableHeadings.duration}
              </th>
              <th scope="col" className="py-2">
                {content.tableHeadings.kind}
              </th>
            </tr>
          </thead>
          <tbody>
            {content.cookies.map((cookie) => (
              <tr key={cookie.name} className="border-b align-top">
                <td className="py-2 pe-4 font-mono break-all">{cookie.name}</td>
                <td className="py-2 pe-4">{cookie.purpose}</td>
                <td className="py-2 pe-4">{cookie.duration}</td>
                <td className="py-2">{cookie.kind}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={content.thirdPartyTitle} tone="muted">
        <p className="max-w-3xl">{content.thirdPartyText}</p>
      </Section>
    </>
  );
}
