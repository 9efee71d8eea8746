import { Calendar, Mail } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { NewTabLink } from '@/components/content/new-tab-link';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLocale, useLocalized } from '@/lib/locale';
import { useSiteContent } from '@/lib/site-content';
import { useRouteText } from '@/config/routes';
import { site } from '@domain/site';
import { newsContent, type NewsContent } from '@/content/news';
import { newsContentAr } from '@/content/news.ar';
import { builtinNewsImages } from '@/content/site-content-defaults';
import { intlLocale, type Locale } from '@domain/locale';
import { newsImagePath, NEWS_IMAGE_WIDTHS } from '@domain/news-images';
import type { NewsArticle } from '@domain/site-content';

interface NewsItem {
  id: string;
  title: string;
  date: string;
  isoDate: string;
  excerpt: string;
  category: NewsArticle['category'];
  image?: { src: string; srcSet?: string; alt: string };
  link: string | null;
}

const monthFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat(intlLocale.ar, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A published article in the page's language; an uploaded image in the widths it was resized to. */
function newsItem(article: NewsArticle, locale: Locale): NewsItem {
  let image: NewsItem['image'];
  if (article.image) {
    const alt = article.image.alt[locale];
    const ref = article.image.ref;
    if (ref.startsWith('builtin:')) {
      const src = builtinNewsImages[ref.slice('builtin:'.length)];
      if (src) image = { src, alt };
    } else {
      image = {
        src: newsImagePath(ref, NEWS_IMAGE_WIDTHS[0]),
        srcSet: NEWS_IMAGE_WIDTHS.map((width) => `${newsImagePath(ref, width)} ${width}w`).join(', '),
        alt,
      };
    }
  }
  return {
    id: article.id,
    title: article.title[locale],
    date: monthFormats[locale].format(new Date(`${article.date}T00:00:00Z`)),
    isoDate: article.date,
    excerpt: article.text[locale],
    category: article.category,
    image,
    link: article.link,
  };
}

function NewsCard({ item, eager, content }: { item: NewsItem; eager: boolean; content: NewsContent }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <article aria-labelledby={`news-${item.id}`} className="flex h-full flex-col">
        {item.image && (
          <img
            src={item.image.src}
            srcSet={item.image.srcSet}
            sizes={item.image.srcSet ? '(min-width: 768px) 480px, 100vw' : undefined}
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
              <time dateTime={item.isoDate.slice(0, 7)}>{item.date}</time>
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

/** News (docs/spec.md §2.12): the articles staff last published (decision 129) and a newsletter sign-up by e-mail. */
export default function NewsPage() {
  const locale = useLocale();
  const content = useLocalized({ en: newsContent, ar: newsContentAr });
  const items = useSiteContent().news.articles.map((article) => newsItem(article, locale));
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
