import { Calendar, Mail } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { NewTabLink } from '@/components/content/new-tab-link';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLocalized } from '@/lib/locale';
import { useRouteText } from '@/config/routes';
import { site } from '@domain/site';
import { newsContent, newsItems, type NewsContent, type NewsItem } from '@/content/news';
import { newsContentAr, newsItemsAr } from '@/content/news.ar';

function NewsCard({ item, eager, content }: { item: NewsItem; eager: boolean; content: NewsContent }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <article aria-labelledby={`news-${item.id}`} className="flex h-full flex-col">
        {item.image && (
          <img
            src={item.image.src}
            alt={item.image.alt}
            width={480}
            height={270}
            loading={eager ? undefined : 'lazy'}
            className="aspect-video h-auto w-full object-cover"
          />
        )}
        <div className="flex flex-1 flex-col gap-3 p-6">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <Badge variant={item.category === 'Financial Support' ? 'accent' : 'secondary'}>
              {content.categoryLabels[item.category]}
            </Badge>
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Calendar aria-hidden="true" className="size-4" />
              {item.date}
            </span>
          </div>
          <h3 id={`news-${item.id}`} className="text-lg font-bold leading-snug text-primary">
            {item.title}
          </h3>
          <p className="flex-1 text-muted-foreground">{item.excerpt}</p>
          {item.link && (
            <NewTabLink href={item.link} className="self-start">
              {content.readFullArticle}
              <span className="sr-only">: {item.title}</span>
            </NewTabLink>
          )}
        </div>
      </article>
    </Card>
  );
}

/** News (docs/spec.md §2.12): six articles and a newsletter sign-up by e-mail. */
export default function NewsPage() {
  const content = useLocalized({ en: newsContent, ar: newsContentAr });
  const items = useLocalized({ en: newsItems, ar: newsItemsAr });
  const { title } = useRouteText('/news');
  const { newsletter } = content;
  const mailto = `mailto:${site.newsletterEmail}?subject=${encodeURIComponent(newsletter.subject)}`;
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />

      <Section id="latest-news" title={content.latestTitle}>
        <StaggerGrid as="ul">
          {items.map((item, index) => (
            <NewsCard key={item.id} item={item} eager={index < 3} content={content} />
          ))}
        </StaggerGrid>
      </Section>

      <Section id="newsletter" tone="muted">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Mail aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-2xl font-bold text-primary">{newsletter.title}</h2>
          <p className="max-w-xl text-muted-foreground">{newsletter.text}</p>
          <ButtonLink size="lg" href={mailto}>
            {newsletter.cta}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
