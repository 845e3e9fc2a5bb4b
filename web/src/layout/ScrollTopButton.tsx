import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { defineIsland } from '../islands/island';

const SHOW_AFTER_PX = 200;

function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    // A page scrolled before this part came alive shows the button at once.
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
    >
      <span aria-hidden="true">↑</span> {t('backToTop')}
    </button>
  );
}

export const ScrollTopButtonIsland = defineIsland('scrollTop', ScrollTopButton, ['backToTop']);
