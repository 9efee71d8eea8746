import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AuthCard } from '@/features/auth/auth-card';
import { useApplicantMessages } from '@/features/applicant/applicant.messages';
import { applicantErrorMessage } from '@/features/applicant/applicant-errors';
import { downloadGuardianLetter } from '@/features/applicant/guardian-letter';
import { programmeName, startDateName } from '@/features/applicant/applicant-words';
import { useLocale } from '@/lib/locale';
import { trpc } from '@/lib/trpc-react';
import { SIGN_IN_TOKEN_PARAM } from '@domain/applicant-paths';
import { choiceLabel, PROGRAMMES } from '@domain/application-choices';

/** The link's token, from the fragment (decision 112): never sent to a server in a URL. */
function tokenInAddress(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get(SIGN_IN_TOKEN_PARAM) ?? '';
}

/** Takes the token out of the address bar and this history entry. */
function removeTokenFromAddress(): void {
  const url = new URL(window.location.href);
  url.hash = '';
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
}

type PageState =
  | { kind: 'checking' }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'valid'; name: string; programme: string; startDate: string }
  | { kind: 'done'; name: string };

/**
 * /applicant/guardian#token=…: a parent or guardian confirms a minor's acceptance with their own
 * typed name (decision 135). Opening the link spends nothing; "Confirm" does. In Arabic at
 * /ar/applicant/guardian.
 */
export default function GuardianConfirmPage() {
  const locale = useLocale();
  const m = useApplicantMessages().guardian;
  const [token] = useState(tokenInAddress);
  const [state, setState] = useState<PageState>(token ? { kind: 'checking' } : { kind: 'missing' });
  const [typedName, setTypedName] = useState('');
  const [readLetter, setReadLetter] = useState(false);
  const [problem, setProblem] = useState('');
  const [letter, setLetter] = useState<'idle' | 'opening' | 'failed'>('idle');
  const ids = { name: useId(), read: useId() };
  const describe = trpc.guardian.describe.useMutation();
  const confirm = trpc.guardian.confirm.useMutation();
  const described = useRef(false);

  useEffect(() => {
    if (!token || described.current) return;
    described.current = true;
    removeTokenFromAddress();
    describe
      .mutateAsync({ token })
      .then((link) =>
        setState(
          link.state === 'valid'
            ? {
                kind: 'valid',
                name: link.applicantName,
                programme: programmeName(choiceLabel(PROGRAMMES, link.programme), locale),
                startDate: startDateName(link.startDate, locale),
              }
            : { kind: 'invalid' },
        ),
      )
      .catch(() => setState({ kind: 'invalid' }));
    // Once, with the token the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const readTheLetter = async () => {
    setLetter('opening');
    const outcome = await downloadGuardianLetter(token);
    if (outcome === 'invalid') setState({ kind: 'invalid' });
    setLetter(outcome === 'failed' ? 'failed' : 'idle');
  };

  const submit = async (event: FormEvent, name: string) => {
    event.preventDefault();
    setProblem('');
    try {
      await confirm.mutateAsync({ token, typedName, readLetter: readLetter as true });
      setState({ kind: 'done', name });
    } catch (error) {
      setProblem(applicantErrorMessage(error, m.failed, locale));
    }
  };

  return (
    <AuthCard title={m.title}>
      <div className="space-y-4">
        {state.kind === 'checking' && (
          <p role="status" className="text-sm text-muted-foreground">
            {m.working}
          </p>
        )}
        {state.kind === 'missing' && <p>{m.missing}</p>}
        {state.kind === 'invalid' && <p role="alert">{m.invalid}</p>}
        {state.kind === 'done' && <p role="status">{m.done(state.name)}</p>}
        {state.kind === 'valid' && (
          <form className="space-y-4" onSubmit={(event) => void submit(event, state.name)} noValidate>
            <p className="text-sm">{m.about(state.name, state.programme, state.startDate)}</p>
            <p className="text-sm text-muted-foreground">{m.letter(state.name)}</p>
            <div className="space-y-2">
              <Button
                type="button"
                variant="outline"
                className="w-full"
                disabled={letter === 'opening'}
                onClick={() => void readTheLetter()}
              >
                <Download aria-hidden="true" />
                {letter === 'opening' ? m.letterOpening : m.readLetter}
              </Button>
              {letter === 'failed' && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {m.letterFailed}
                </p>
              )}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.name}>{m.nameLabel}</Label>
              <Input
                id={ids.name}
                autoComplete="name"
                maxLength={200}
                value={typedName}
                onChange={(event) => setTypedName(event.target.value)}
              />
            </div>
            <div className="flex items-start gap-3">
              <input
                id={ids.read}
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-primary"
                checked={readLetter}
                onChange={(event) => setReadLetter(event.target.checked)}
              />
              <Label htmlFor={ids.read} className="leading-snug">
                {m.readLabel}
              </Label>
            </div>
            {problem && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {problem}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={confirm.isPending}>
              {confirm.isPending ? m.confirming : m.confirm}
            </Button>
          </form>
        )}
      </div>
    </AuthCard>
  );
}
