import { ButtonLink } from '@/components/ui/button';

interface CallToActionProps {
  title: string;
  text?: string;
  actions: ReadonlyArray<{ label: string; to: string; variant?: 'default' | 'accent' | 'outline' }>;
}

/** The closing block of a page: a line of text and the Apply / Contact buttons. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-heading" className="bg-secondary py-12">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 text-center">
        <h2 id="cta-heading" className="text-2xl font-bold text-primary">
          {title}
        </h2>
        {text && <p className="max-w-2xl text-muted-foreground">{text}</p>}
        <div className="flex flex-wrap justify-center gap-3">
          {actions.map((action) => (
            <ButtonLink key={action.to + action.label} variant={action.variant ?? 'default'} size="lg" href={action.to}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
