import { Button } from '@/components/ui/button';
import { securityMessages as messages } from './security.messages';

/** Recovery codes, shown once (after enrolment or regeneration): the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3" role="status">
      <h3 className="font-semibold">{messages.recoveryCodes.title}</h3>
      <p className="text-sm text-muted-foreground">{messages.recoveryCodes.body}</p>
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" onClick={onDone}>
        {messages.recoveryCodes.done}
      </Button>
    </div>
  );
}
