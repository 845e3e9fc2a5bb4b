import { WordsArticle } from '../../features/content/components/PageWords';

/** A page that is all words the corporation keeps (with the tables they name). */
export default function WordsPage() {
  return <WordsArticle />;
}
