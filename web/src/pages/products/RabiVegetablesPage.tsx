import { WordsArticle } from '../../features/content/components/PageWords';
import { vegetableCards } from '../../features/products/components/SeasonVegetables';

export default function RabiVegetablesPage() {
  return <WordsArticle tableViews={{ 'vegetables-rabi': vegetableCards }} />;
}
