/**
 * The third-party page-translation widget of docs/spec.md §2.2 (Google Translate element), loaded
 * only when a visitor asks for Arabic so no other visitor pays for it.
 */
const CALLBACK = '__academyTranslateInit';
const SCRIPT_URL = `https://translate.google.com/translate_a/element.js?cb=${CALLBACK}`;
const CONTAINER_ID = 'google_translate_element';
const LOAD_TIMEOUT_MS = 8000;

export type SiteLanguage = 'en' | 'ar';

interface TranslateGlobal {
  google?: { translate?: { TranslateElement: new (options: object, containerId: string) => unknown } };
  [CALLBACK]?: () => void;
}

let loading: Promise<void> | null = null;

export function loadTranslateWidget(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const global = window as unknown as TranslateGlobal;
    let container = document.getElementById(CONTAINER_ID);
    if (!container) {
      container = document.createElement('div');
      container.id = CONTAINER_ID;
      container.hidden = true;
      document.body.append(container);
    }
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error('Translation widget timed out')), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(error);
    }
    global[CALLBACK] = () => {
      window.clearTimeout(timer);
      try {
        const TranslateElement = global.google?.translate?.TranslateElement;
        if (!TranslateElement) throw new Error('Translation widget missing');
        new TranslateElement({ pageLanguage: 'en', includedLanguages: 'ar,en', autoDisplay: false }, CONTAINER_ID);
        resolve();
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
      }
    };
    script.src = SCRIPT_URL;
    script.async = true;
    script.onerror = () => fail(new Error('Translation widget could not load'));
    document.head.append(script);
  });
  return loading;
}

/** Drives the widget's own language select; false when the widget is not on the page. */
export function selectWidgetLanguage(language: SiteLanguage): boolean {
  const combo = document.querySelector<HTMLSelectElement>('select.goog-te-combo');
  if (!combo) return false;
  combo.value = language;
  combo.dispatchEvent(new Event('change'));
  return true;
}

export function setDocumentLanguage(language: SiteLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}
