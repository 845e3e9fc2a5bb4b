import type { AdminSiteSettings } from '@seedcorp/contracts';
import { useId } from 'react';
import { SITE_SETTINGS_TEXTS } from '../../../content/site-settings';
import { displayDate, displayTime } from '../../ui/dates';

const TEXTS = SITE_SETTINGS_TEXTS.versions;

/** Every published version, newest first; restoring one makes it the draft, published only when the draft is. */
export function SettingsVersions({
  versions,
  onRestore,
}: {
  versions: AdminSiteSettings['versions'];
  onRestore: (version: number) => void;
}) {
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
              <th scope="col">{TEXTS.actions}</th>
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
