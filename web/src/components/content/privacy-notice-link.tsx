
/** The short notice at the point of collection, beside each form's submit button. */
export function PrivacyNoticeLink({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="privacy-notice">
      We use these details only to {purpose}. Read our{' '}
      <a href="/privacy" className="font-medium text-primary underline underline-offset-2">
        privacy notice
      </a>{' '}
      to see who sees them, how long we keep them and your rights.
    </p>
  );
}
