import { useTranslation } from '../../../i18n/translation';
import { defineIsland } from '../../../islands/island';

/**
 * Prints the form the page shows (the page's print styles leave the site's chrome out, and this paragraph). The
 * paragraph is the island's own: an island's wrapper is a block, which a paragraph cannot hold.
 */
function PrintButton() {
  const { t } = useTranslation();
  return (
    <p className="no-print">
      <button type="button" className="print-button" onClick={() => window.print()}>
        {t('printForm')}
      </button>
    </p>
  );
}

export const PrintButtonIsland = defineIsland('printButton', PrintButton, ['printForm']);
