import { STOCK_LANGUAGE_NAMES, STOCK_TEXTS, type StockLanguage } from '../../../content/stock';

/** English or Hindi for the stock screen: each choice written in its own language, the one in use pressed. */
export function LanguageSwitch({
  language,
  onChange,
}: {
  language: StockLanguage;
  onChange: (language: StockLanguage) => void;
}) {
  return (
    <div className="stock-language" role="group" aria-label={STOCK_TEXTS[language].language}>
      {(Object.keys(STOCK_LANGUAGE_NAMES) as StockLanguage[]).map((choice) => (
        <button
          key={choice}
          type="button"
          lang={choice}
          aria-pressed={choice === language}
          onClick={() => onChange(choice)}
        >
          {STOCK_LANGUAGE_NAMES[choice]}
        </button>
      ))}
    </div>
  );
}
