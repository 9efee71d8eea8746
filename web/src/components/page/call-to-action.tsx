import { useLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button';
import { localizedPath } from '@domain/locale';

interface CallToActionProps {
  title: string;
  text?: string;
  /** `to`: a path of the site (`/apply`), which links to that page in the page's language, or another address as it is. */
  actions: ReadonlyArray<{ label: string; to: string; variant?: 'default' | 'accent' | 'outline' }>;
}

/** The closing block of a page: a line of text and the Apply / Contact buttons. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  const locale = useLocale();
  return (
    <section aria-labelledby="cta-heading" className="bg-secondary py-12">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 text-center">
        <h2 id="cta-heading" className="text-2xl font-bold text-primary">
          {title}
        </h2>
        {text && <p className="max-w-2xl text-muted-foreground">{text}</p>}
        <div className="flex flex-wrap justify-center gap-3">
          {actions.map((action) => (
            <ButtonLink
              key={action.to + action.label}
              variant={action.variant ?? 'default'}
              size="lg"
              href={
                action.to.startsWith('/') && !action.to.startsWith('//') ? localizedPath(action.to, locale) : action.to
              }
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
