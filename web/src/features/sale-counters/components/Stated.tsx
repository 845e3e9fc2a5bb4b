import type { Bilingual } from '@seedcorp/contracts';
import { isContentPlaceholder, TABLE_TEXTS } from '@seedcorp/web-shared/content/cell-format';
import { useContentLanguage } from '../../content/use-content-language';

/**
 * A fact of a counter's record in the reader's language (a name or number kept once, as written), or the marked
 * placeholder where the corporation has not yet given it, as the published tables mark it.
 */
export function Stated({ text }: { text: Bilingual | string }) {
  const language = useContentLanguage();
  const english = typeof text === 'string' ? text : text.en;
  if (isContentPlaceholder(english)) return <span className="placeholder-text">{TABLE_TEXTS[language].notStated}</span>;
  return <>{typeof text === 'string' ? text : text[language] || text.en}</>;
}
