import { site } from '@domain/site';

/** Where the visit happens and whom to call: the same facts as the contact page, from domain/site.ts. */
export function VisitWhereabouts({ title, questions }: { title: string; questions: string }) {
  const { address } = site;
  return (
    <section aria-labelledby="visit-where-heading" className="flex flex-col gap-2">
      <h2 id="visit-where-heading" className="text-xl font-bold text-primary">
        {title}
      </h2>
      {/* The postal address as it is written on an envelope, in Latin script, in both languages. */}
      <address className="not-italic text-muted-foreground">
        {[...address.lines, `${address.city} ${address.postcode}`, address.country].map((line) => (
          <span key={line} className="block">
            <bdi>{line}</bdi>
          </span>
        ))}
      </address>
      <p className="text-muted-foreground">
        {questions}{' '}
        <a
          href={site.phoneHref}
          dir="ltr"
          className="inline-block py-3 font-medium text-primary underline underline-offset-4"
        >
          {site.phone}
        </a>
      </p>
    </section>
  );
}
