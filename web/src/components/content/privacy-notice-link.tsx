import { useLocale } from '@/lib/locale';
import { localizedPath } from '@domain/locale';
import type { PrivacyNoticeWords } from './privacy-notice-link.messages';

/**
 * The short notice at the point of collection, beside each form's submit button, linking to the
 * notice in the page's language. Its words come resolved (privacyNoticeMessages), as a form island's props.
 */
export function PrivacyNoticeLink({ words }: { words: PrivacyNoticeWords }) {
  const locale = useLocale();
  return (
    <p className="text-sm text-muted-foreground" data-testid="privacy-notice">
      {words.beforeLink}{' '}
      <a href={localizedPath('/privacy', locale)} className="font-medium text-primary underline underline-offset-2">
        {words.link}
      </a>{' '}
      {words.afterLink}
    </p>
  );
}
