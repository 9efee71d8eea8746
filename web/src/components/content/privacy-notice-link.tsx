import { privacyNoticeMessages } from './privacy-notice-link.messages';

/** The short notice at the point of collection, beside each form's submit button. */
export function PrivacyNoticeLink({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="privacy-notice">
      {privacyNoticeMessages.beforeLink(purpose)}{' '}
      <a href="/privacy" className="font-medium text-primary underline underline-offset-2">
        {privacyNoticeMessages.link}
      </a>{' '}
      {privacyNoticeMessages.afterLink}
    </p>
  );
}
