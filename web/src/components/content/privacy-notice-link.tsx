import { useLocale } from '@/app/locale';
import { localizedPath } from '@domain/locale';
import { privacyNoticeMessages } from './privacy-notice-link.messages';

/** The short notice at the point of collection, beside each form's submit button, linking to the notice in the page's language. */
export function PrivacyNoticeLink({ purpose }: { purpose: string }) {
  const locale = useLocale();
  return (
    <p className="text-sm text-muted-foreground" data-testid="privacy-notice">
      {privacyNoticeMessages.beforeLink(purpose, locale)}{' '}
      <a href={localizedPath('/privacy', locale)} className="font-medium text-primary underline underline-offset-2">
        {privacyNoticeMessages.link(locale)}
      </a>{' '}
      {privacyNoticeMessages.afterLink(locale)}
    </p>
  );
}
