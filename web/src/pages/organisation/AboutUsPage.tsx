import { ABOUT_PLANTS, ABOUT_SALE_NETWORK, ABOUT_TESTING_LAB } from '../../content/about';
import { ABOUT_US } from '../../content/organisation';
import { TextSections } from '../../features/content/components/ContentText';
import { LinkedSectionView } from '../../features/content/components/LinkedSections';
import { PageTitle } from '../../layout/PageTitle';

export default function AboutUsPage() {
  return (
    <article>
      <PageTitle />
      <TextSections sections={ABOUT_US} />
      <LinkedSectionView section={ABOUT_SALE_NETWORK} />
      <LinkedSectionView section={ABOUT_PLANTS} />
      <LinkedSectionView section={ABOUT_TESTING_LAB} />
    </article>
  );
}
