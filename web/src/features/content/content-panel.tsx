import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import type { Locale } from '@domain/locale';
import { CONTENT_KINDS, type ContentBodies, type ContentKind } from '@domain/site-content';
import { FeesForm, NewsForm, SummerSchoolForm, TermDatesForm } from './content-forms';
import { contentMessages as messages } from './content.messages';

/** How the page that shows a kind renders a body in one language; the page passes it in (decision 102). */
export type RenderPreview = <K extends ContentKind>(kind: K, body: ContentBodies[K], locale: Locale) => ReactNode;

function KindForm<K extends ContentKind>({
  kind,
  body,
  onChange,
}: {
  kind: K;
  body: ContentBodies[K];
  onChange: (body: ContentBodies[K]) => void;
}) {
  const set = onChange as (body: unknown) => void;
  if (kind === 'term_dates') return <TermDatesForm body={body as ContentBodies['term_dates']} onChange={set} />;
  if (kind === 'summer_school')
    return <SummerSchoolForm body={body as ContentBodies['summer_school']} onChange={set} />;
  if (kind === 'fees') return <FeesForm body={body as ContentBodies['fees']} onChange={set} />;
  return <NewsForm body={body as ContentBodies['news']} onChange={set} />;
}

function Versions({ kind }: { kind: ContentKind }) {
  const utils = trpc.useUtils();
  const versions = trpc.content.versions.useQuery({ kind });
  const restore = trpc.content.restore.useMutation({
    onSuccess: (result, input) => {
      void notify('success', messages.versions.restored(result.version, input.version));
      void utils.content.invalidate();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.notSaved)),
  });
  return (
    <section aria-labelledby={`versions-${kind}`} className="space-y-3">
      <h3 id={`versions-${kind}`} className="text-base font-semibold">
        {messages.versions.title}
      </h3>
      {!versions.data || versions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {versions.isPending ? messages.loading : messages.versions.none}
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card text-sm" data-testid={`versions-${kind}`}>
          {versions.data.map((entry, index) => (
            <li key={entry.version} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                {messages.versions.entry(
                  entry.version,
                  formatDate(entry.publishedAt),
                  entry.publishedBy,
                  entry.restoredFrom,
                )}
              </span>
              {index > 0 && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={restore.isPending}
                  aria-label={messages.versions.restoreLabel(entry.version)}
                  onClick={() => {
                    if (window.confirm(messages.versions.confirmRestore(entry.version)))
                      restore.mutate({ kind, version: entry.version });
                  }}
                >
                  {messages.versions.restore}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function KindEditor({ kind, renderPreview }: { kind: ContentKind; renderPreview: RenderPreview }) {
  const utils = trpc.useUtils();
  const draft = trpc.content.draft.useQuery({ kind }, { refetchOnWindowFocus: false });
  const [edited, setEdited] = useState<{ kind: ContentKind; body: unknown } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const failed = (error: unknown) => void notify('error', errorMessage(error, messages.notSaved));
  const save = trpc.content.saveDraft.useMutation({ onError: failed });
  const publish = trpc.content.publish.useMutation({ onError: failed });

  if (draft.isPending) return <p className="py-6 text-muted-foreground">{messages.loading}</p>;
  if (draft.isError) return <p className="py-6 text-muted-foreground">{messages.loadFailed}</p>;
  if (draft.data.body === null) return <p className="py-6 text-muted-foreground">{messages.notSeeded}</p>;

  const body = (edited?.kind === kind ? edited.body : draft.data.body) as ContentBodies[typeof kind];
  const saveDraft = async () => {
    await save.mutateAsync({ kind, body });
    setEdited(null);
    await utils.content.draft.invalidate({ kind });
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" data-testid={`state-${kind}`}>
        {messages.state(draft.data.hasDraft || edited !== null, draft.data.publishedVersion)}
      </p>
      <KindForm kind={kind} body={body} onChange={(next) => setEdited({ kind, body: next })} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending}
          onClick={() =>
            void saveDraft().then(
              () => notify('success', messages.saved),
              () => undefined,
            )
          }
        >
          {save.isPending ? messages.saving : messages.saveDraft}
        </Button>
        <Button
          type="button"
          disabled={publish.isPending || save.isPending}
          onClick={() =>
            void saveDraft()
              .then(() => publish.mutateAsync({ kind }))
              .then(
                (result) => {
                  void notify('success', messages.published(result.version));
                  void utils.content.invalidate();
                },
                () => undefined,
              )
          }
        >
          {publish.isPending ? messages.publishing : messages.publish}
        </Button>
        <Button type="button" variant="ghost" aria-expanded={previewing} onClick={() => setPreviewing(!previewing)}>
          {previewing ? messages.preview.hide : messages.preview.show}
        </Button>
      </div>
      {previewing && (
        <section aria-labelledby={`preview-${kind}`} className="space-y-3">
          <h3 id={`preview-${kind}`} className="text-base font-semibold">
            {messages.preview.title}
          </h3>
          <p className="text-sm text-muted-foreground">{messages.preview.intro}</p>
          <div className="grid gap-4 xl:grid-cols-2">
            {(['en', 'ar'] as const).map((locale) => (
              <figure key={locale} className="overflow-hidden rounded-xl border">
                <figcaption className="border-b bg-muted px-3 py-2 text-sm font-semibold">
                  {locale === 'en' ? messages.preview.english : messages.preview.arabic}
                </figcaption>
                <div
                  lang={locale}
                  dir={locale === 'ar' ? 'rtl' : 'ltr'}
                  className="max-h-[40rem] overflow-auto bg-background"
                  data-testid={`preview-${kind}-${locale}`}
                >
                  {renderPreview(kind, body, locale)}
                </div>
              </figure>
            ))}
          </div>
        </section>
      )}
      <Versions kind={kind} />
    </div>
  );
}

/**
 * The content screens (decision 129): one tab per kind, each edited in both languages side by
 * side, saved as a draft, previewed as the page will look, published, and its versions listed.
 */
export function ContentPanel({ renderPreview }: { renderPreview: RenderPreview }) {
  const [kind, setKind] = useState<ContentKind>('term_dates');
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{messages.intro}</p>
      <Tabs value={kind} onValueChange={(value) => setKind(value as ContentKind)}>
        <TabsList aria-label={messages.kindsLabel} className="flex w-full flex-wrap sm:inline-flex sm:w-auto">
          {CONTENT_KINDS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {messages.kinds[each]}
            </TabsTrigger>
          ))}
        </TabsList>
        {CONTENT_KINDS.map((each) => (
          <TabsContent key={each} value={each} className="pt-4">
            {kind === each && <KindEditor kind={each} renderPreview={renderPreview} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
