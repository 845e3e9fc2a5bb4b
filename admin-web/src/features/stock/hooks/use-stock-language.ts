import { useState } from 'react';
import type { StockLanguage } from '../../../content/stock';

const STORAGE_KEY = 'seedcorp.admin.stockLanguage';

function storedLanguage(): StockLanguage {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

/** The stock screen's language, kept in this browser: a counter's phone opens the screen as its keeper left it. */
export function useStockLanguage(): [StockLanguage, (language: StockLanguage) => void] {
  const [language, setLanguage] = useState(storedLanguage);
  const choose = (chosen: StockLanguage) => {
    setLanguage(chosen);
    try {
      localStorage.setItem(STORAGE_KEY, chosen);
    } catch {
      // Storage refused (a private window): the choice holds until the screen closes.
    }
  };
  return [language, choose];
}
