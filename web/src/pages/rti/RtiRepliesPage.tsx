import { RTI_REPLIES_EMPTY } from '../../content/rti-pages';
import { PageTitle } from '../../layout/PageTitle';

export default function RtiRepliesPage() {
  return (
    <article>
      <PageTitle />
      <p className="empty-section">{RTI_REPLIES_EMPTY}</p>
    </article>
  );
}
