import { Link } from 'react-router-dom';
import type { LinkItem } from '../../../content/content-types';

/** A short list of pages to choose from. */
export function LinkList({ links }: { links: readonly LinkItem[] }) {
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.title}</Link>
        </li>
      ))}
    </ul>
  );
}
