import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PRESET_CONDITIONS, type OfferInput, type OfferKind } from '@domain/offers';
import type { Programme } from '@domain/application-choices';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.offerForm;

export interface OfferDraft {
  kind: OfferKind;
  fees: string;
  deposit: string;
  replyBy: string;
  presets: readonly string[];
  own: readonly string[];
}

export const emptyOfferDraft: OfferDraft = {
  kind: 'conditional',
  fees: '',
  deposit: '',
  replyBy: '',
  presets: [],
  own: [],
};

const pounds = /^\d{1,6}(\.\d{1,2})?$/;

/** The offer the draft describes, or null while it is incomplete (the server checks it all again). */
export function offerFromDraft(draft: OfferDraft): OfferInput | null {
  if (!pounds.test(draft.fees) || !pounds.test(draft.deposit) || !draft.replyBy) return null;
  const conditions =
    draft.kind === 'conditional'
      ? [...draft.presets.map((preset) => ({ preset })), ...draft.own.map((text) => ({ text }))]
      : [];
  if (draft.kind === 'conditional' && conditions.length === 0) return null;
  return {
    kind: draft.kind,
    feesPence: Math.round(Number(draft.fees) * 100),
    depositPence: Math.round(Number(draft.deposit) * 100),
    replyBy: draft.replyBy,
    conditions,
  };
}

/**
 * The offer's details, asked for when the status becomes "offer": its kind, the fees and the
 * deposit in pounds, the reply-by date and, for a conditional offer, its conditions from the
 * programme's list or written by the officer (decision 134).
 */
export function OfferFields({
  programme,
  draft,
  onChange,
}: {
  programme: string;
  draft: OfferDraft;
  onChange: (draft: OfferDraft) => void;
}) {
  const ids = { kind: useId(), fees: useId(), deposit: useId(), replyBy: useId(), own: useId(), hint: useId() };
  const [ownText, setOwnText] = useState('');
  const presets = PRESET_CONDITIONS[programme as Programme] ?? [];
  const set = (patch: Partial<OfferDraft>) => onChange({ ...draft, ...patch });
  const addOwn = () => {
    const text = ownText.trim();
    if (text && !draft.own.includes(text)) set({ own: [...draft.own, text] });
    setOwnText('');
  };

  return (
    <fieldset className="space-y-3 rounded-md border p-3" data-testid="offer-fields">
      <legend className="px-1 text-sm font-medium">{m.legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={ids.kind}>{m.kind}</Label>
          <NativeSelect
            id={ids.kind}
            value={draft.kind}
            onChange={(event) => set({ kind: event.target.value as OfferKind })}
          >
            <option value="conditional">{m.kinds.conditional}</option>
            <option value="unconditional">{m.kinds.unconditional}</option>
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.replyBy}>{m.replyBy}</Label>
          <Input
            id={ids.replyBy}
            type="date"
            required
            value={draft.replyBy}
            onChange={(event) => set({ replyBy: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.fees}>{m.fees}</Label>
          <Input
            id={ids.fees}
            inputMode="decimal"
            required
            pattern={pounds.source}
            aria-describedby={ids.hint}
            value={draft.fees}
            onChange={(event) => set({ fees: event.target.value.trim() })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.deposit}>{m.deposit}</Label>
          <Input
            id={ids.deposit}
            inputMode="decimal"
            required
            pattern={pounds.source}
            aria-describedby={ids.hint}
            value={draft.deposit}
            onChange={(event) => set({ deposit: event.target.value.trim() })}
          />
        </div>
      </div>
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {m.amountHint}
      </p>
      {draft.kind === 'conditional' && (
        <div className="space-y-2">
          <p className="text-sm font-medium">{m.conditions}</p>
          {presets.length > 0 && (
            <fieldset className="space-y-1.5">
              <legend className="text-xs text-muted-foreground">{m.fromList}</legend>
              {presets.map((preset) => (
                <PresetCheckbox
                  key={preset.key}
                  label={preset.en}
                  checked={draft.presets.includes(preset.key)}
                  onChange={(checked) =>
                    set({
                      presets: checked
                        ? [...draft.presets, preset.key]
                        : draft.presets.filter((key) => key !== preset.key),
                    })
                  }
                />
              ))}
            </fieldset>
          )}
          {draft.own.length > 0 && (
            <ul className="space-y-1 text-sm" aria-label={m.ownAdded}>
              {draft.own.map((text) => (
                <li key={text} className="flex items-center justify-between gap-2 rounded border px-2 py-1">
                  <bdi dir="auto">{text}</bdi>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={m.removeOwn(text)}
                    onClick={() => set({ own: draft.own.filter((other) => other !== text) })}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="space-y-1.5">
            <Label htmlFor={ids.own}>{m.own}</Label>
            <div className="flex gap-2">
              <Input
                id={ids.own}
                maxLength={300}
                placeholder={m.ownPlaceholder}
                value={ownText}
                onChange={(event) => setOwnText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addOwn();
                  }
                }}
              />
              <Button type="button" variant="outline" size="sm" className="h-10" onClick={addOwn}>
                {m.addOwn}
              </Button>
            </div>
          </div>
          {draft.presets.length + draft.own.length === 0 && (
            <p className="text-xs text-muted-foreground">{m.needsCondition}</p>
          )}
        </div>
      )}
    </fieldset>
  );
}

function PresetCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 accent-primary"
      />
      <Label htmlFor={id} className="leading-snug font-normal">
        {label}
      </Label>
    </div>
  );
}
