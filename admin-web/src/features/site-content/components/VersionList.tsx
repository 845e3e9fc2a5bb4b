import type { VersionSummary } from '@seedcorp/contracts';
import { useId } from 'react';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { displayDate, displayTime } from '../../ui/dates';

const TEXTS = SITE_CONTENT_TEXTS.versions;

interface VersionListProps {
  /** A rate list's versions carry their season and date; other kinds' only their number and publication. */
  versions: readonly (Pick<VersionSummary, 'version' | 'publishedAt'> & Partial<VersionSummary>)[];
  rateList: boolean;
  onRestore: (version: number) => void;
}

/** Every published version, newest first; restoring one makes it the draft, published only when the draft is. */
export function VersionList({ versions, rateList, onRestore }: VersionListProps) {
  const id = useId();
  return (
    <section className="version-list" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{TEXTS.heading}</h2>
      {versions.length === 0 ? (
        <p>{TEXTS.none}</p>
      ) : (
        <table>
          <caption className="visually-hidden">{TEXTS.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.version}</th>
              <th scope="col">{TEXTS.published}</th>
              {rateList && <th scope="col">{TEXTS.season}</th>}
              {rateList && <th scope="col">{TEXTS.effectiveFrom}</th>}
              <th scope="col">{SITE_CONTENT_TEXTS.actionsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version, index) => (
              <tr key={version.version}>
                <th scope="row">
                  {version.version}
                  {index === 0 && <span className="version-current"> ({TEXTS.current})</span>}
                </th>
                <td>
                  {displayDate(version.publishedAt)} {displayTime(version.publishedAt)}
                </td>
                {rateList && <td>{version.season}</td>}
                {rateList && <td>{version.effectiveFrom ? displayDate(version.effectiveFrom) : TEXTS.notStated}</td>}
                <td>
                  <button
                    type="button"
                    aria-label={TEXTS.restoreLabel(version.version)}
                    onClick={() => onRestore(version.version)}
                  >
                    {TEXTS.restore}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
