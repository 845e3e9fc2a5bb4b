import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LinkItem, LinkedSection } from '../../../content/content-types';
import { isExternal, isPlaceholder } from '../../../content/content-types';
import { ExternalLink } from '../../documents/components/ExternalLink';
import { Paragraph } from './ContentText';

/** A link of the content: within the site through the router, to another site in a new tab. */
export function ContentLink({ link }: { link: LinkItem }) {
  return isExternal(link.path) ? (
    <ExternalLink href={link.path}>{link.title}</ExternalLink>
  ) : (
    <Link to={link.path}>{link.title}</Link>
  );
}

/**
 * One headed section: its paragraphs, a list, links to read on, and anything the page adds below.
 * With an id, its heading is the target of an in-page link such as a contents list.
 */
export function LinkedSectionView({
  section,
  id,
  children,
}: {
  section: LinkedSection;
  id?: string;
  children?: ReactNode;
}) {
  return (
    <section>
      <h2 id={id}>{section.heading}</h2>
      {section.paragraphs.map((text, index) => (
        <Paragraph key={index} text={text} />
      ))}
      {section.items && (
        <ul>
          {section.items.map((item, index) => (
            <li key={index} className={isPlaceholder(item) ? 'placeholder-text' : undefined}>
              {item}
            </li>
          ))}
        </ul>
      )}
      {section.links && (
        <ul className="section-links">
          {section.links.map((link) => (
            <li key={link.path}>
              <ContentLink link={link} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

export function LinkedSections({ sections }: { sections: readonly LinkedSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <LinkedSectionView key={section.heading} section={section} />
      ))}
    </>
  );
}
