import { useId, useState, type FormEvent } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import type { AppRouter } from '../../../../server/routers/app-router';
import type { MessageTemplateKey, TemplateTexts } from '@domain/message-templates';
import { lettersMessages as messages } from './letters.messages';

type Templates = inferRouterOutputs<AppRouter>['admin']['letters']['templates'];
type Preview = Templates['preview'];
type Language = keyof TemplateTexts;
type Part = keyof TemplateTexts['en'];

const LANGUAGES: Array<{ language: Language; label: string; dir: 'ltr' | 'rtl' }> = [
  { language: 'en', label: messages.english, dir: 'ltr' },
  { language: 'ar', label: messages.arabic, dir: 'rtl' },
];

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

/**
 * The Letters screen (decision 133): one template at a time, English and Arabic side by side, a
 * preview filled with sample data, saving as a new version, and the versions kept. The server
 * checks every save; this screen only shows what it says.
 */
export function LetterTemplatesPanel() {
  const id = useId();
  const list = trpc.admin.letters.templates.list.useQuery();
  const [key, setKey] = useState<MessageTemplateKey>('letter_conditional_offer');
  const current = list.data?.templates.find((template) => template.key === key);

  if (list.isPending) return <p className="text-sm text-muted-foreground">{messages.loading}</p>;
  if (list.isError || !list.data)
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {messages.loadFailed}
      </p>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {messages.title}
        </h2>
        <p className="text-sm text-muted-foreground">{messages.intro}</p>
      </div>

      <div className="max-w-md space-y-1.5">
        <Label htmlFor={`${id}-key`}>{messages.template}</Label>
        <NativeSelect
          id={`${id}-key`}
          value={key}
          onChange={(event) => setKey(event.target.value as MessageTemplateKey)}
        >
          {list.data.templates.map((template) => (
            <option key={template.key} value={template.key}>
              {template.label} ({messages.version(template.version)})
            </option>
          ))}
        </NativeSelect>
      </div>

      {/* A template chosen, or saved as a new version, starts again from its version in use. */}
      {current && (
        <TemplateEditor
          key={`${current.key}-${current.version}`}
          templateKey={current.key}
          version={current.version}
          initial={current.texts}
          fields={list.data.fields}
        />
      )}
    </section>
  );
}

function TemplateEditor({
  templateKey: key,
  version: currentVersion,
  initial,
  fields,
}: {
  templateKey: MessageTemplateKey;
  version: number;
  initial: TemplateTexts;
  fields: Templates['list']['fields'];
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const history = trpc.admin.letters.templates.history.useQuery({ key });
  const [texts, setTexts] = useState<TemplateTexts>(initial);
  const [preview, setPreview] = useState<Preview | null>(null);

  const makePreview = trpc.admin.letters.templates.preview.useMutation({
    onSuccess: setPreview,
    onError: (error) => void notify('error', errorMessage(error, messages.previewFailed)),
  });
  const save = trpc.admin.letters.templates.save.useMutation({
    onSuccess: ({ version }) => {
      void notify('success', messages.saved(version));
      void utils.admin.letters.templates.invalidate();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.saveFailed)),
  });

  const edit = (language: Language, part: Part, value: string) =>
    setTexts((before) => ({ ...before, [language]: { ...before[language], [part]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ key, texts });
  };

  return (
    <div className="space-y-5">
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-6 lg:grid-cols-2">
          {LANGUAGES.map(({ language, label, dir }) => (
            <fieldset key={language} className="space-y-3 rounded-lg border p-4">
              <legend className="px-1 text-sm font-semibold">{label}</legend>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-${language}-subject`}>{messages.subject}</Label>
                <Input
                  id={`${id}-${language}-subject`}
                  dir={dir}
                  lang={language}
                  value={texts[language].subject}
                  onChange={(event) => edit(language, 'subject', event.target.value)}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-${language}-heading`}>{messages.heading}</Label>
                <Input
                  id={`${id}-${language}-heading`}
                  dir={dir}
                  lang={language}
                  value={texts[language].heading}
                  onChange={(event) => edit(language, 'heading', event.target.value)}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-${language}-body`}>{messages.body}</Label>
                <Textarea
                  id={`${id}-${language}-body`}
                  dir={dir}
                  lang={language}
                  rows={14}
                  value={texts[language].body}
                  onChange={(event) => edit(language, 'body', event.target.value)}
                />
              </div>
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            disabled={makePreview.isPending}
            onClick={() => makePreview.mutate({ texts })}
          >
            {makePreview.isPending ? messages.previewing : messages.preview}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? messages.saving : messages.save}
          </Button>
        </div>
      </form>

      {preview && (
        <section aria-labelledby={`${id}-preview`} className="space-y-3">
          <h3 id={`${id}-preview`} className="font-semibold">
            {messages.previewTitle}
          </h3>
          <div className="grid gap-6 lg:grid-cols-2">
            {LANGUAGES.map(({ language, label, dir }) => {
              const filled = preview[language];
              return (
                <article key={language} aria-label={label} className="space-y-2 rounded-lg border bg-muted/30 p-4">
                  {'problem' in filled ? (
                    <p role="alert" className="text-sm text-destructive">
                      {filled.problem}
                    </p>
                  ) : (
                    <div dir={dir} lang={language} className="space-y-2 text-sm">
                      <p className="font-semibold">{filled.subject}</p>
                      <p>{filled.heading}</p>
                      {filled.paragraphs.map((paragraph, index) => (
                        <p key={index} className="whitespace-pre-line">
                          {paragraph}
                        </p>
                      ))}
                    </div>
                  )}
                </article>
              );
            })}
          </div>
        </section>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-fields`} className="space-y-2">
          <h3 id={`${id}-fields`} className="font-semibold">
            {messages.fields}
          </h3>
          <p className="text-sm text-muted-foreground">{messages.fieldsHint}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {fields.map((field) => (
              <div key={field.name} className="contents">
                <dt>
                  <code>{`{{ ${field.name} }}`}</code>
                </dt>
                <dd className="text-muted-foreground">{field.label}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby={`${id}-versions`} className="space-y-2">
          <h3 id={`${id}-versions`} className="font-semibold">
            {messages.versions}
          </h3>
          <ul className="space-y-2 text-sm">
            {(history.data ?? []).map((version) => (
              <li
                key={version.version}
                className="flex flex-wrap items-center justify-between gap-2 rounded border p-2"
              >
                <span>
                  <span className="font-medium">{messages.version(version.version)}</span>
                  {version.version === currentVersion ? ` (${messages.current})` : ''}:{' '}
                  {messages.savedBy(version.savedBy, dateTime(version.savedAt))}
                </span>
                <Button type="button" size="sm" variant="ghost" onClick={() => setTexts(version.texts)}>
                  {messages.load}
                  <span className="sr-only"> {messages.version(version.version)}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
