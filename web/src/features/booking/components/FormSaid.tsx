import type { Bilingual } from '@seedcorp/contracts';
import { useContentLanguage } from '../../content/use-content-language';

/** What the farmer's last form was answered with (a refusal, or what was done), shown once where it led. */
export function FormSaid({ said }: { said: Bilingual | undefined }) {
  const language = useContentLanguage();
  if (!said || typeof said.en !== 'string') return null;
  return (
    <p className="form-said" role="alert">
      {said[language] || said.en}
    </p>
  );
}
