import { WordsArticle } from '../../features/content/components/PageWords';

/** The Act numbers the items of section 4(1)(b) (i) to (xvii): the index of their pages keeps that numbering. */
export default function ProactiveDisclosurePage() {
  return <WordsArticle romanNumbered={['disclosure-pages']} />;
}
