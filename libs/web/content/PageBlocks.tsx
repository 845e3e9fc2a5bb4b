import type { Inline, PageBlock, PageLink, PublishedBlock, RichText } from '@seedcorp/contracts';
import { Fragment, type ReactNode } from 'react';
import { TABLE_TEXTS, type ContentLanguage } from './cell-format';
import { formatDate } from '../dates/date-format';
import { blockLanguage, PAGE_TEXTS } from './page-words';

/** How the app shows a link of the page: its router's link for a path of the site, a plain anchor otherwise. */
export type LinkRenderer = (href: string, children: ReactNode) => ReactNode;

const external = (href: string) => /^https?:\/\//.test(href);

const plainLink: LinkRenderer = (href, children) =>
  external(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );

/** A link's words; one to another site says, inside the link, that it opens in a new tab. */
function linkText(href: string, text: string, language: ContentLanguage): ReactNode {
  if (!external(href)) return text;
  return (
    <>
      {text}
      <span className="visually-hidden"> {TABLE_TEXTS[language].newTab}</span>
    </>
  );
}

function Placeholder({ language }: { language: ContentLanguage }) {
  return <span className="placeholder-text">{TABLE_TEXTS[language].notStated}</span>;
}

function piece(inline: Inline, index: number, language: ContentLanguage, link: LinkRenderer): ReactNode {
  if (typeof inline === 'string') return inline;
  if ('em' in inline) return <em key={index}>{inline.em}</em>;
  if ('href' in inline)
    return <span key={index}>{link(inline.href, linkText(inline.href, inline.text, language))}</span>;
  return <Placeholder key={index} language={language} />;
}

/** A text with its formatting, every word as text: React escapes it, nothing is read as markup. */
function Rich({ text, language, link }: { text: RichText; language: ContentLanguage; link: LinkRenderer }) {
  if (typeof text === 'string') return <>{text}</>;
  return <>{text.map((inline, index) => piece(inline, index, language, link))}</>;
}

function LinkItem({ item, language, link }: { item: PageLink; language: ContentLanguage; link: LinkRenderer }) {
  return <li>{link(item.href, linkText(item.href, item.text[language] || item.text.en, language))}</li>;
}

function BlockBody({
  block,
  language,
  link,
  table,
  contact,
  numbered,
}: {
  block: PageBlock;
  language: ContentLanguage;
  link: LinkRenderer;
  table: (key: string) => ReactNode;
  contact: () => ReactNode;
  numbered: boolean;
}) {
  const rich = (text: { en: RichText; hi: RichText }) => <Rich text={text[language]} language={language} link={link} />;
  switch (block.type) {
    case 'heading':
      return <h2 id={block.id}>{block.text[language]}</h2>;
    case 'paragraph':
      return <p>{rich(block.text)}</p>;
    case 'note':
      return <p className="page-note">{rich(block.text)}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>{rich(item)}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="page-steps">
          {block.items.map((item, index) => (
            <li key={index}>{rich(item)}</li>
          ))}
        </ol>
      );
    case 'links': {
      const items = block.items.map((item, index) => (
        <LinkItem key={index} item={item} language={language} link={link} />
      ));
      return numbered ? (
        <ol type="i" className="page-links">
          {items}
        </ol>
      ) : (
        <ul className="page-links">{items}</ul>
      );
    }
    case 'table':
      return <>{table(block.table)}</>;
    case 'contact':
      return <>{contact()}</>;
  }
}

/**
 * A page's blocks in the reader's language. A block shown in English to a Hindi reader says why, in Hindi, and
 * carries `lang="en"` so a screen reader pronounces it as English.
 */
export function PageBlocks({
  blocks,
  language,
  link = plainLink,
  table,
  contact,
  after = {},
  romanNumbered = [],
}: {
  blocks: readonly PublishedBlock[];
  language: ContentLanguage;
  link?: LinkRenderer;
  table: (key: string) => ReactNode;
  /** The contact record of the site settings, where a block shows it. */
  contact: () => ReactNode;
  /** What the page adds after a block (a list of documents under its heading), by the block's id. */
  after?: Readonly<Record<string, ReactNode>>;
  /** Lists of links numbered (i), (ii) … as the text they stand for numbers them (the items of an Act). */
  romanNumbered?: readonly string[];
}) {
  return (
    <>
      {blocks.map((block) => {
        const shown = blockLanguage(block, language);
        const body = (
          <BlockBody
            block={block}
            language={shown}
            link={link}
            table={table}
            contact={contact}
            numbered={romanNumbered.includes(block.id)}
          />
        );
        return (
          <Fragment key={block.id}>
            {shown === language ? (
              body
            ) : (
              <div className="hindi-outdated" lang="en">
                <p className="hindi-outdated-notice" lang="hi">
                  {PAGE_TEXTS.hi.hindiBeingUpdated}
                </p>
                {body}
              </div>
            )}
            {after[block.id]}
          </Fragment>
        );
      })}
    </>
  );
}

/** "Last updated: 25/11/2026": the day of the page's latest publish. */
export function LastUpdated({ at, language }: { at: string; language: ContentLanguage }) {
  const day = formatDate(at, { style: 'slashes', clock: 'india' });
  return (
    <p className="last-updated">
      {PAGE_TEXTS[language].lastUpdated}: <time dateTime={at}>{day}</time>
    </p>
  );
}
