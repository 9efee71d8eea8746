import { Button } from '@/components/ui/button';

/** Recovery codes, shown once (after enrolment or regeneration): the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3" role="status">
      <h3 className="font-semibold">Save your recovery codes</h3>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your phone. Store them somewhere safe, such as a password manager. They will
        not be shown again.
      </p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-2 rounded-lg border bg-muted p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" onClick={onDone}>
        I have saved these codes
      </Button>
    </div>
  );
}
