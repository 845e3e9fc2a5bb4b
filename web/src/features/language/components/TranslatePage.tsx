import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { toast } from '../../toasts/toasts';
import { defineIsland } from '../../../islands/island';

const WIDGET_SCRIPT = 'https://translate.google.com/translate_a/element.js?cb=seedcorpTranslateInit';
const CONTAINER_ID = 'translate-widget';

interface TranslateGlobals {
  seedcorpTranslateInit?: () => void;
  google?: { translate: { TranslateElement: new (options: object, containerId: string) => unknown } };
}

/** The external page-translation widget: its script is fetched only when the visitor asks for it. */
function TranslatePage() {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);

  const load = () => {
    setRequested(true);
    const globals = window as unknown as TranslateGlobals;
    globals.seedcorpTranslateInit = () => {
      if (globals.google) new globals.google.translate.TranslateElement({ pageLanguage: 'en' }, CONTAINER_ID);
    };
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT;
    script.async = true;
    script.onerror = () => {
      setRequested(false);
      toast.error(t('translateUnavailable'));
    };
    document.head.append(script);
  };

  return (
    <>
      {!requested && (
        <button type="button" onClick={load}>
          {t('translatePage')}
        </button>
      )}
      <div id={CONTAINER_ID} />
    </>
  );
}

export const TranslatePageIsland = defineIsland('translatePage', TranslatePage, [
  'translatePage',
  'translateUnavailable',
]);
