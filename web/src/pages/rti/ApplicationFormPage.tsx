import { WordsArticle } from '../../features/content/components/PageWords';
import { PrintButtonIsland } from '../../features/rti/components/PrintButton';

/** A template to print and fill in by hand: it has no input fields and sends nothing. */
export default function ApplicationFormPage() {
  return <WordsArticle className="form-template" before={() => <PrintButtonIsland />} />;
}
