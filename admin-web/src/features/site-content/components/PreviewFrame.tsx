import type { ContentLanguage } from '@seedcorp/web-shared/content/cell-format';
import { useId, useState, type ReactNode } from 'react';
import { Modal } from '../../ui/components/Modal';
import './preview-frame.css';

interface PreviewFrameProps {
  title: string;
  /** `notice`: what the preview shows, and that it is not published. */
  texts: { notice: string; language: string; english: string; hindi: string };
  onClose: () => void;
  /** The page as it would read in the chosen language, with its loading states. */
  children: (language: ContentLanguage) => ReactNode;
}

/** A site-content preview's dialog: marked as a preview, with the choice of the language it is read in. */
export function PreviewFrame({ title, texts, onClose, children }: PreviewFrameProps) {
  const id = useId();
  const [language, setLanguage] = useState<ContentLanguage>('en');
  return (
    <Modal title={title} onClose={onClose} wide>
      <p className="preview-notice">
        <strong>{texts.notice}</strong>
      </p>
      <div className="field preview-language">
        <label htmlFor={`${id}-language`}>{texts.language}</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value as ContentLanguage)}
        >
          <option value="en">{texts.english}</option>
          <option value="hi" lang="hi">
            {texts.hindi}
          </option>
        </select>
      </div>
      {children(language)}
    </Modal>
  );
}
