import { findFieldCrop, SEED_CLASS_NAMES, type StockLineItem } from '@seedcorp/contracts';
import { STOCK_TEXTS, type StockLanguage } from '../../../content/stock';
import { displayDateTime } from '../../ui/dates';
import { lineName } from '../stock-change';

interface StockLineCardProps {
  line: StockLineItem;
  language: StockLanguage;
  /** None while the counter is closed: its stock cannot change. */
  onChange?: () => void;
  onHistory: () => void;
}

/** One line as a card a phone shows whole: what it is, the bags on hand in large figures, when it last changed. */
export function StockLineCard({ line, language, onChange, onHistory }: StockLineCardProps) {
  const texts = STOCK_TEXTS[language];
  const target = <span className="visually-hidden">{texts.lineTarget(lineName(line, language))}</span>;
  return (
    <li className="stock-line">
      <h3>
        {findFieldCrop(line.crop)?.name[language] ?? line.crop}{' '}
        <span className="stock-variety">{line.variety[language]}</span>
      </h3>
      <dl>
        <div>
          <dt>{texts.seedClass}</dt>
          <dd>{SEED_CLASS_NAMES[line.seedClass][language]}</dd>
        </div>
        <div>
          <dt>{texts.bagSize}</dt>
          <dd>{texts.kg(line.bagKg)}</dd>
        </div>
        <div className="stock-bags">
          <dt>{texts.onHand}</dt>
          <dd>{line.bags}</dd>
        </div>
        <div>
          <dt>{texts.updated}</dt>
          <dd>{displayDateTime(line.updatedAt)}</dd>
        </div>
      </dl>
      <div className="stock-line-actions">
        {onChange && (
          <button type="button" className="primary" onClick={onChange}>
            {texts.recordChange}
            {target}
          </button>
        )}
        <button type="button" onClick={onHistory}>
          {texts.history}
          {target}
        </button>
      </div>
    </li>
  );
}
