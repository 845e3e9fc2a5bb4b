import { WordsArticle } from '../../features/content/components/PageWords';
import { FeedbackFormIsland } from '../../features/feedback/components/FeedbackForm';

/** The page's words, then the form. */
export default function FeedbackPage() {
  return (
    <WordsArticle>
      <FeedbackFormIsland />
    </WordsArticle>
  );
}
