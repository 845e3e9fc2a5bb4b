import { WordsArticle } from '../../features/content/components/PageWords';
import { vegetableCards } from '../../features/products/components/SeasonVegetables';

export default function KharifVegetablesPage() {
  return <WordsArticle tableViews={{ 'vegetables-kharif': vegetableCards }} />;
}
