import { useState } from 'react';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { loadTranslateWidget, selectWidgetLanguage, setDocumentLanguage, type SiteLanguage } from './translate-widget';

/** docs/spec.md §2.2 / 9: the widget is applied one second after it is ready. */
const APPLY_DELAY_MS = 1000;

const options: ReadonlyArray<{ value: SiteLanguage; label: string; lang: string }> = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
];

export function LanguageSwitch({ className }: { className?: string }) {
  const [language, setLanguage] = useState<SiteLanguage>('en');
  const [busy, setBusy] = useState(false);

  async function choose(next: SiteLanguage) {
    if (next === language || busy) return;
    if (next === 'en') {
      selectWidgetLanguage('en');
      setDocumentLanguage('en');
      setLanguage('en');
      return;
    }
    setBusy(true);
    try {
      await loadTranslateWidget();
      await new Promise((resolve) => window.setTimeout(resolve, APPLY_DELAY_MS));
      if (!selectWidgetLanguage('ar')) throw new Error('Translation widget did not start');
      setDocumentLanguage('ar');
      setLanguage('ar');
    } catch {
      void notify('info', 'Arabic translation is not available right now. The page stays in English.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-label="Language" className={cn('inline-flex items-center gap-1', className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          aria-pressed={language === option.value}
          aria-busy={busy && option.value === 'ar'}
          onClick={() => void choose(option.value)}
          className="rounded px-2 py-0.5 text-xs font-semibold underline-offset-4 hover:underline aria-pressed:bg-primary-foreground aria-pressed:text-primary focus-visible:outline-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
