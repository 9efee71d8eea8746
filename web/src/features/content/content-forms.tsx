import { Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  NEWS_CATEGORIES,
  type FeesBody,
  type NewsArticle,
  type NewsBody,
  type NewsCategory,
  type SummerSchoolBody,
  type TermDatesBody,
  type TermEntry,
} from '@domain/site-content';
import { BilingualField, PlainField } from './bilingual-field';
import { contentMessages as messages } from './content.messages';
import { NewsImageField } from './news-image-field';

const m = messages;

function Group({
  title,
  onRemove,
  removeLabel,
  children,
}: {
  title: string;
  onRemove?: () => void;
  removeLabel?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border bg-card p-4">
      <legend className="px-1 text-base font-semibold text-primary">{title}</legend>
      {children}
      {onRemove && (
        <Button type="button" size="sm" variant="outline" onClick={onRemove} aria-label={removeLabel}>
          <Trash2 className="size-4" aria-hidden="true" />
          {m.remove}
        </Button>
      )}
    </fieldset>
  );
}

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" variant="outline" onClick={onClick}>
      <Plus className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}

const replaceAt = <T,>(items: readonly T[], index: number, item: T): T[] =>
  items.map((x, i) => (i === index ? item : x));
const removeAt = <T,>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

/** '2025-09-15' a year later, as a date that exists ('2028-02-29' becomes '2029-03-01'). */
function yearLater(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

const blankTerm = (): TermEntry => ({
  name: { en: '', ar: '' },
  start: '',
  halfTermFrom: '',
  halfTermTo: '',
  end: '',
});

export function TermDatesForm({ body, onChange }: { body: TermDatesBody; onChange: (body: TermDatesBody) => void }) {
  const addYear = () => {
    const last = body.years.at(-1);
    const next = last
      ? {
          academicYear: last.academicYear.replace(/\d{4}/g, (year) => String(Number(year) + 1)),
          // The same pattern a year on; the names are left for the editor to write in both languages.
          terms: last.terms.map((term) => ({
            name: { en: '', ar: '' },
            start: yearLater(term.start),
            halfTermFrom: yearLater(term.halfTermFrom),
            halfTermTo: yearLater(term.halfTermTo),
            end: yearLater(term.end),
          })),
        }
      : { academicYear: '', terms: [blankTerm()] };
    onChange({ years: [...body.years, next] });
  };
  return (
    <div className="space-y-6">
      {body.years.map((year, y) => {
        const setYear = (next: typeof year) => onChange({ years: replaceAt(body.years, y, next) });
        return (
          <Group
            key={y}
            title={year.academicYear || m.termDates.academicYear}
            onRemove={body.years.length > 1 ? () => onChange({ years: removeAt(body.years, y) }) : undefined}
            removeLabel={m.termDates.removeYear(year.academicYear)}
          >
            <PlainField
              label={m.termDates.academicYear}
              value={year.academicYear}
              onChange={(academicYear) => setYear({ ...year, academicYear })}
            />
            {year.terms.map((term, t) => {
              const setTerm = (next: TermEntry) => setYear({ ...year, terms: replaceAt(year.terms, t, next) });
              return (
                <Group
                  key={t}
                  title={m.termDates.term(t)}
                  onRemove={
                    year.terms.length > 1 ? () => setYear({ ...year, terms: removeAt(year.terms, t) }) : undefined
                  }
                  removeLabel={m.termDates.removeTerm(t)}
                >
                  <BilingualField
                    label={m.termDates.termName(t)}
                    value={term.name}
                    onChange={(name) => setTerm({ ...term, name })}
                  />
                  <div className="grid gap-3 sm:grid-cols-4">
                    <PlainField
                      type="date"
                      label={m.termDates.start}
                      value={term.start}
                      onChange={(start) => setTerm({ ...term, start })}
                    />
                    <PlainField
                      type="date"
                      label={m.termDates.halfTermFrom}
                      value={term.halfTermFrom}
                      onChange={(halfTermFrom) => setTerm({ ...term, halfTermFrom })}
                    />
                    <PlainField
                      type="date"
                      label={m.termDates.halfTermTo}
                      value={term.halfTermTo}
                      onChange={(halfTermTo) => setTerm({ ...term, halfTermTo })}
                    />
                    <PlainField
                      type="date"
                      label={m.termDates.end}
                      value={term.end}
                      onChange={(end) => setTerm({ ...term, end })}
                    />
                  </div>
                </Group>
              );
            })}
            <AddButton onClick={() => setYear({ ...year, terms: [...year.terms, blankTerm()] })}>
              {m.termDates.addTerm}
            </AddButton>
          </Group>
        );
      })}
      <AddButton onClick={addYear}>{m.termDates.addYear}</AddButton>
    </div>
  );
}

export function SummerSchoolForm({
  body,
  onChange,
}: {
  body: SummerSchoolBody;
  onChange: (body: SummerSchoolBody) => void;
}) {
  return (
    <div className="space-y-6">
      <PlainField
        type="number"
        label={m.summer.year}
        value={String(body.year)}
        onChange={(year) => onChange({ ...body, year: Number(year) })}
      />
      <BilingualField
        label={m.summer.intro}
        value={body.intro}
        multiline
        onChange={(intro) => onChange({ ...body, intro })}
      />
      <BilingualField label={m.summer.dates} value={body.dates} onChange={(dates) => onChange({ ...body, dates })} />
      {body.sessions.map((session, s) => {
        const setSession = (next: typeof session) => onChange({ ...body, sessions: replaceAt(body.sessions, s, next) });
        return (
          <Group
            key={s}
            title={m.summer.session(s)}
            onRemove={
              body.sessions.length > 1 ? () => onChange({ ...body, sessions: removeAt(body.sessions, s) }) : undefined
            }
            removeLabel={m.summer.removeSession(s)}
          >
            <BilingualField
              label={m.summer.sessionName(s)}
              value={session.name}
              onChange={(name) => setSession({ ...session, name })}
            />
            <BilingualField
              label={m.summer.sessionDates(s)}
              value={session.dates}
              onChange={(dates) => setSession({ ...session, dates })}
            />
          </Group>
        );
      })}
      <AddButton
        onClick={() =>
          onChange({ ...body, sessions: [...body.sessions, { name: { en: '', ar: '' }, dates: { en: '', ar: '' } }] })
        }
      >
        {m.summer.addSession}
      </AddButton>
    </div>
  );
}

function FeeOptions({
  fee,
  onChange,
}: {
  fee: FeesBody['fees'][number];
  onChange: (fee: FeesBody['fees'][number]) => void;
}) {
  const ids = { period: useId(), from: useId() };
  return (
    <div className="grid items-end gap-3 sm:grid-cols-3">
      <PlainField
        type="number"
        label={m.fees.amount}
        value={String(fee.amountGbp)}
        onChange={(amount) => onChange({ ...fee, amountGbp: Number(amount) })}
      />
      <div className="space-y-1">
        <Label htmlFor={ids.period}>{m.fees.period}</Label>
        <NativeSelect
          id={ids.period}
          value={fee.period}
          onChange={(event) => onChange({ ...fee, period: event.target.value as 'year' | 'week' })}
        >
          <option value="year">{m.fees.periods.year}</option>
          <option value="week">{m.fees.periods.week}</option>
        </NativeSelect>
      </div>
      <label htmlFor={ids.from} className="flex items-center gap-2 pb-2 text-sm">
        <input
          id={ids.from}
          type="checkbox"
          className="size-4"
          checked={fee.from}
          onChange={(event) => onChange({ ...fee, from: event.target.checked })}
        />
        {m.fees.from}
      </label>
    </div>
  );
}

export function FeesForm({ body, onChange }: { body: FeesBody; onChange: (body: FeesBody) => void }) {
  return (
    <div className="space-y-6">
      {body.fees.map((fee, f) => {
        const setFee = (next: typeof fee) => onChange({ fees: replaceAt(body.fees, f, next) });
        return (
          <Group key={fee.id} title={m.fees.fee(f)}>
            {fee.programmes.map((programme, p) => (
              <BilingualField
                key={programme.coursePath}
                label={m.fees.programme(f, p)}
                value={programme.label}
                onChange={(label) =>
                  setFee({ ...fee, programmes: replaceAt(fee.programmes, p, { ...programme, label }) })
                }
              />
            ))}
            <FeeOptions fee={fee} onChange={setFee} />
          </Group>
        );
      })}
    </div>
  );
}

function CategoryField({ value, onChange }: { value: NewsCategory; onChange: (value: NewsCategory) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{m.news.category}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as NewsCategory)}>
        {NEWS_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function newArticle(existing: readonly NewsArticle[]): NewsArticle {
  const date = new Date().toISOString().slice(0, 10);
  let id = m.news.newId(date);
  for (let n = 2; existing.some((article) => article.id === id); n++) id = `${m.news.newId(date)}-${n}`;
  return {
    id,
    title: { en: '', ar: '' },
    date,
    category: NEWS_CATEGORIES[0],
    text: { en: '', ar: '' },
    image: null,
    link: null,
  };
}

export function NewsForm({ body, onChange }: { body: NewsBody; onChange: (body: NewsBody) => void }) {
  return (
    <div className="space-y-6">
      <AddButton onClick={() => onChange({ articles: [newArticle(body.articles), ...body.articles] })}>
        {m.news.addArticle}
      </AddButton>
      {body.articles.map((article, a) => {
        const setArticle = (next: NewsArticle) => onChange({ articles: replaceAt(body.articles, a, next) });
        return (
          <Group
            key={article.id}
            title={m.news.article(a)}
            onRemove={() => onChange({ articles: removeAt(body.articles, a) })}
            removeLabel={m.news.removeArticle(a)}
          >
            <BilingualField
              label={m.news.title(a)}
              value={article.title}
              onChange={(title) => setArticle({ ...article, title })}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <PlainField
                type="date"
                label={m.news.date}
                value={article.date}
                onChange={(date) => setArticle({ ...article, date })}
              />
              <CategoryField value={article.category} onChange={(category) => setArticle({ ...article, category })} />
            </div>
            <BilingualField
              label={m.news.text(a)}
              value={article.text}
              multiline
              onChange={(text) => setArticle({ ...article, text })}
            />
            <NewsImageField
              index={a}
              image={article.image}
              onChange={(image) => setArticle({ ...article, image })}
              altField={(alt, setAlt) => <BilingualField label={m.news.imageAlt(a)} value={alt} onChange={setAlt} />}
            />
            <PlainField
              type="url"
              label={m.news.link}
              value={article.link ?? ''}
              onChange={(link) => setArticle({ ...article, link: link.trim() === '' ? null : link.trim() })}
            />
          </Group>
        );
      })}
    </div>
  );
}
