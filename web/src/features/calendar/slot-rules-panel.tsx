import { useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import type { AppRouter } from '../../../../server/routers/app-router';
import { PROGRAMMES } from '@domain/application-choices';
import { WEEKDAY_NAMES } from '@domain/slot-rules';
import { calendarMessages as messages } from './calendar.messages';
import { NEW_RULE, SlotRuleForm, type RuleDraft } from './slot-rule-form';

type Rule = inferRouterOutputs<AppRouter>['admin']['visits']['rules']['list'][number];
const m = messages.rules;

function ruleName(rule: Rule): string {
  if (rule.label) return rule.label;
  const programme = PROGRAMMES.find((p) => p.value === rule.programme)?.label;
  return programme ? `${m.kinds[rule.kind]}: ${programme}` : m.kinds[rule.kind];
}

/** Staff's weekly patterns (decision 141): the list, and one form to add or edit a pattern. */
export function SlotRulesPanel() {
  const rules = trpc.admin.visits.rules.list.useQuery({});
  const team = trpc.admin.team.list.useQuery();
  const [draft, setDraft] = useState<RuleDraft | null>(null);

  return (
    <section aria-labelledby="slot-rules-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="slot-rules-heading" className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{m.intro}</p>
      </div>
      {rules.isPending ? (
        <p className="text-sm text-muted-foreground">{messages.loading}</p>
      ) : rules.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {m.loadFailed}
        </p>
      ) : rules.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card text-sm" data-testid="slot-rules">
          {rules.data.map((rule) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              officer={team.data?.find((member) => member.id === rule.officerId)?.email ?? null}
              onEdit={() =>
                setDraft({
                  id: rule.id,
                  rule: { ...rule, programme: rule.programme as RuleDraft['rule']['programme'] },
                })
              }
            />
          ))}
        </ul>
      )}
      {draft ? (
        <SlotRuleForm key={draft.id ?? 'new'} draft={draft} onDone={() => setDraft(null)} />
      ) : (
        <Button type="button" onClick={() => setDraft({ rule: NEW_RULE })}>
          {m.add}
        </Button>
      )}
    </section>
  );
}

function RuleRow({ rule, officer, onEdit }: { rule: Rule; officer: string | null; onEdit: () => void }) {
  const utils = trpc.useUtils();
  const name = ruleName(rule);
  const setActive = trpc.admin.visits.rules.setActive.useMutation({
    onSuccess: (_, input) => {
      void notify('success', input.active ? messages.form.enabled : messages.form.disabledDone);
      void utils.admin.visits.rules.list.invalidate();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.notSaved)),
  });
  const days = rule.weekdays.map((day) => WEEKDAY_NAMES[day - 1]).join(', ');
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">
          {name}
          {rule.active ? null : <span className="ms-2 text-xs text-muted-foreground">({m.disabled})</span>}
        </p>
        <p>{m.summary(days, rule.times.join(', '))}</p>
        <p className="text-muted-foreground">
          {m.details(rule.lengthMinutes, rule.capacity, rule.minNoticeHours)}
          {rule.skipHolidays ? '' : `; ${m.holidaysKept}`}
        </p>
        {rule.kind === 'interview' ? (
          <p className="text-muted-foreground">
            {[officer, rule.mode ? m.modes[rule.mode] : null].filter(Boolean).join(', ')}
            {rule.videoUrl ? (
              <>
                {', '}
                <span dir="ltr" className="break-all">
                  {rule.videoUrl}
                </span>
              </>
            ) : null}
          </p>
        ) : null}
        <p className="text-muted-foreground">{m.upcoming(rule.upcomingBookings)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={m.edit(name)}>
          {m.editShort}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={setActive.isPending}
          onClick={() => setActive.mutate({ id: rule.id, active: !rule.active })}
          aria-label={rule.active ? m.disable(name) : m.enable(name)}
        >
          {rule.active ? m.disableShort : m.enableShort}
        </Button>
      </div>
    </li>
  );
}
