import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { PROGRAMMES } from '@domain/application-choices';
import { INTERVIEW_MODES, SLOT_KINDS, slotRuleInput, WEEKDAY_NAMES, type SlotRuleInput } from '@domain/slot-rules';
import { calendarMessages as messages } from './calendar.messages';

const m = messages.form;

export interface RuleDraft {
  id?: string;
  rule: SlotRuleInput;
}

export const NEW_RULE: SlotRuleInput = {
  kind: 'visit',
  label: '',
  weekdays: [2, 4],
  times: ['10:00', '14:00'],
  lengthMinutes: 90,
  capacity: 6,
  minNoticeHours: 24,
  skipHolidays: true,
  officerId: null,
  mode: null,
  videoUrl: null,
  programme: null,
};

/**
 * One pattern's fields. The form checks with the server's own schema (domain/slot-rules.ts), so
 * each field shows the message the server would give; the server checks again.
 */
export function SlotRuleForm({ draft, onDone }: { draft: RuleDraft; onDone: () => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const team = trpc.admin.team.list.useQuery();
  const [rule, setRule] = useState<SlotRuleInput>(draft.rule);
  const [times, setTimes] = useState(draft.rule.times.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = (text: string) => {
    void notify('success', text);
    void utils.admin.visits.rules.list.invalidate();
    onDone();
  };
  const failed = (error: unknown) => void notify('error', errorMessage(error, messages.notSaved));
  const create = trpc.admin.visits.rules.create.useMutation({ onSuccess: () => saved(m.created), onError: failed });
  const update = trpc.admin.visits.rules.update.useMutation({ onSuccess: () => saved(m.updated), onError: failed });
  const busy = create.isPending || update.isPending;

  const set = <K extends keyof SlotRuleInput>(key: K, value: SlotRuleInput[K]) =>
    setRule((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const interview = rule.kind === 'interview';
    const candidate = {
      ...rule,
      times: times
        .split(',')
        .map((time) => time.trim())
        .filter(Boolean),
      capacity: interview ? 1 : rule.capacity,
      officerId: interview ? rule.officerId : null,
      mode: interview ? rule.mode : null,
      videoUrl: interview && rule.mode === 'video' ? rule.videoUrl || null : null,
      programme: interview ? rule.programme : null,
    };
    const parsed = slotRuleInput.safeParse(candidate);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'kind')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    if (draft.id) update.mutate({ id: draft.id, rule: parsed.data });
    else create.mutate(parsed.data);
  };

  const field = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border bg-card p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {draft.id ? m.editTitle : m.newTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-kind`}>{m.kind}</Label>
          <NativeSelect
            {...field('kind')}
            value={rule.kind}
            disabled={Boolean(draft.id)}
            onChange={(event) => set('kind', event.target.value as SlotRuleInput['kind'])}
          >
            {SLOT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {messages.rules.kinds[kind]}
              </option>
            ))}
          </NativeSelect>
          {error('kind')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-label`}>{m.label}</Label>
          <Input {...field('label')} value={rule.label} onChange={(event) => set('label', event.target.value)} />
          {error('label')}
        </div>
      </div>

      <fieldset className="space-y-1.5" aria-describedby={errors.weekdays ? `${id}-weekdays-error` : undefined}>
        <legend className="text-sm font-medium">{m.weekdays}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAY_NAMES.map((name, index) => {
            const day = index + 1;
            return (
              <label key={name} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={rule.weekdays.includes(day)}
                  onChange={(event) =>
                    set(
                      'weekdays',
                      event.target.checked ? [...rule.weekdays, day] : rule.weekdays.filter((d) => d !== day),
                    )
                  }
                />
                {name}
              </label>
            );
          })}
        </div>
        {error('weekdays')}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-times`}>{m.times}</Label>
          <Input
            {...field('times')}
            value={times}
            inputMode="text"
            onChange={(event) => setTimes(event.target.value)}
          />
          {error('times')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-lengthMinutes`}>{m.length}</Label>
          <Input
            {...field('lengthMinutes')}
            type="number"
            inputMode="numeric"
            value={rule.lengthMinutes}
            onChange={(event) => set('lengthMinutes', event.target.valueAsNumber)}
          />
          {error('lengthMinutes')}
        </div>
        {rule.kind === 'visit' ? (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-capacity`}>{m.capacity}</Label>
            <Input
              {...field('capacity')}
              type="number"
              inputMode="numeric"
              value={rule.capacity}
              onChange={(event) => set('capacity', event.target.valueAsNumber)}
            />
            {error('capacity')}
          </div>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-minNoticeHours`}>{m.minNotice}</Label>
          <Input
            {...field('minNoticeHours')}
            type="number"
            inputMode="numeric"
            value={rule.minNoticeHours}
            onChange={(event) => set('minNoticeHours', event.target.valueAsNumber)}
          />
          {error('minNoticeHours')}
        </div>
      </div>

      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={rule.skipHolidays}
          onChange={(event) => set('skipHolidays', event.target.checked)}
        />
        {m.skipHolidays}
      </label>

      {rule.kind === 'interview' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-officerId`}>{m.officer}</Label>
            <NativeSelect
              {...field('officerId')}
              value={rule.officerId ?? ''}
              onChange={(event) => set('officerId', event.target.value || null)}
            >
              <option value="">{m.chooseOfficer}</option>
              {(team.data ?? [])
                .filter((member) => member.confirmedAt)
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.email}
                  </option>
                ))}
            </NativeSelect>
            {error('officerId')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-programme`}>{m.programme}</Label>
            <NativeSelect
              {...field('programme')}
              value={rule.programme ?? ''}
              onChange={(event) => set('programme', (event.target.value || null) as SlotRuleInput['programme'])}
            >
              <option value="">{m.anyProgramme}</option>
              {PROGRAMMES.map((programme) => (
                <option key={programme.value} value={programme.value}>
                  {programme.label}
                </option>
              ))}
            </NativeSelect>
            {error('programme')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-mode`}>{m.mode}</Label>
            <NativeSelect
              {...field('mode')}
              value={rule.mode ?? ''}
              onChange={(event) => set('mode', (event.target.value || null) as SlotRuleInput['mode'])}
            >
              <option value="">{m.chooseMode}</option>
              {INTERVIEW_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {messages.rules.modes[mode]}
                </option>
              ))}
            </NativeSelect>
            {error('mode')}
          </div>
          {rule.mode === 'video' ? (
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-videoUrl`}>{m.videoUrl}</Label>
              <Input
                {...field('videoUrl')}
                type="url"
                dir="ltr"
                value={rule.videoUrl ?? ''}
                onChange={(event) => set('videoUrl', event.target.value || null)}
              />
              {error('videoUrl')}
            </div>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? messages.saving : m.save}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
