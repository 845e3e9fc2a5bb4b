import type { Placeholder, TextSection } from '../../../content/content-types';
import { isPlaceholder } from '../../../content/content-types';

/** A paragraph of content; a fact still to be supplied shows as the marked placeholder. */
export function Paragraph({ text }: { text: string | Placeholder }) {
  return isPlaceholder(text) ? <p className="placeholder-text">{text}</p> : <p>{text}</p>;
}

/** Headed sections of prose, each heading one level below the page title. */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text, index) => (
            <Paragraph key={index} text={text} />
          ))}
        </section>
      ))}
    </>
  );
}
