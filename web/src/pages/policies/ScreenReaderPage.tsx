import { SCREEN_READER_INTRO, SCREEN_READERS_TABLE } from '../../content/screen-readers';
import { Paragraph } from '../../features/content/components/ContentText';
import { ContentTable } from '../../features/content/components/ContentTable';
import { PageTitle } from '../../layout/PageTitle';

export default function ScreenReaderPage() {
  return (
    <article>
      <PageTitle />
      {SCREEN_READER_INTRO.map((text) => (
        <Paragraph key={text} text={text} />
      ))}
      <ContentTable table={SCREEN_READERS_TABLE} />
    </article>
  );
}
