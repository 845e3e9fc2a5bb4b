import { settingsInputId } from '@seedcorp/contracts';
import { useId } from 'react';
import { SITE_SETTINGS_TEXTS as TEXTS } from '../../../content/site-settings';
import type { SettingsEditor } from '../hooks/use-settings-editor';

/** Every problem of the form, each linking to its field; list-level problems name the list's section. */
export function SettingsProblemList({ editor }: { editor: SettingsEditor }) {
  const id = useId();
  if (editor.shownProblems.length === 0) return null;
  return (
    <div className="grid-problems" role="alert" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{TEXTS.problems.heading(editor.shownProblems.length)}</h3>
      <ul>
        {editor.shownProblems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>
            <a href={`#${settingsInputId(problem.field)}`}>{problem.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
