import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { schoolDateLabel } from '@domain/intakes';
import { slotClosureInput } from '@domain/slot-rules';
import { calendarMessages as messages } from './calendar.messages';

const m = messages.closures;

/** Dates with no slots, for every pattern or one; the term dates' holidays need no entry here. */
export function LeftOutDates() {
  const id = useId();
  const utils = trpc.useUtils();
  const closures = trpc.admin.visits.closures.list.useQuery();
  const rules = trpc.admin.visits.rules.list.useQuery({});
  const [date, setDate] = useState('');
  const [ruleId, setRuleId] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => void utils.admin.visits.closures.list.invalidate();
  const add = trpc.admin.visits.closures.add.useMutation({
    onSuccess: () => {
      void notify('success', m.added);
      setDate('');
      setNote('');
      refresh();
    },
    onError: (error) => setProblem(errorMessage(error, messages.notSaved)),
  });
  const remove = trpc.admin.visits.closures.remove.useMutation({
    onSuccess: () => {
      void notify('success', m.removed);
      refresh();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.notSaved)),
  });
  const ruleName = (rid: string | null) => {
    if (!rid) return m.allRules;
    const rule = rules.data?.find((r) => r.id === rid);
    return rule ? rule.label || messages.rules.kinds[rule.kind] : m.allRules;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = slotClosureInput.safeParse({ date, ruleId: ruleId || null, note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.notSaved);
      return;
    }
    setProblem(null);
    add.mutate(parsed.data);
  };

  return (
    <section aria-labelledby="left-out-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="left-out-heading" className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{m.intro}</p>
      </div>
      {closures.isPending ? (
        <p className="text-sm text-muted-foreground">{messages.loading}</p>
      ) : closures.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {m.loadFailed}
        </p>
      ) : closures.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card text-sm" data-testid="left-out-dates">
          {closures.data.map((closure) => {
            const label = schoolDateLabel(closure.date, 'en');
            return (
              <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <span>
                  <span className="font-medium">{label}</span> · {ruleName(closure.ruleId)}
                  {closure.note ? <span className="text-muted-foreground"> · {closure.note}</span> : null}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: closure.id })}
                  aria-label={m.remove(label)}
                >
                  {m.removeShort}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>{m.date}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-rule`}>{m.rule}</Label>
          <NativeSelect id={`${id}-rule`} value={ruleId} onChange={(event) => setRuleId(event.target.value)}>
            <option value="">{m.allRules}</option>
            {(rules.data ?? []).map((rule) => (
              <option key={rule.id} value={rule.id}>
                {ruleName(rule.id)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-note`}>{m.note}</Label>
          <Input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive sm:col-span-3">
            {problem}
          </p>
        ) : null}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? messages.saving : m.add}
          </Button>
        </div>
      </form>
    </section>
  );
}
