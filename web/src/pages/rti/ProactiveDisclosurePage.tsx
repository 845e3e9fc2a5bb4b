import { WordsArticle } from '../../features/content/components/PageWords';
import { ACT_NUMBERED_LINKS } from '../../features/rti/act-numbering';

export default function ProactiveDisclosurePage() {
  return <WordsArticle romanNumbered={ACT_NUMBERED_LINKS['/rti/proactive-disclouser']} />;
}
