import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Lands on the field the address names (`#settings-contact-phone`, as the placeholder list links), once the form
 * is drawn (`ready`); only the first time, so that editing does not pull the page back to it.
 */
export function useLandingField(ready: boolean) {
  const { hash } = useLocation();
  const landed = useRef(false);

  useEffect(() => {
    if (!ready || landed.current || !hash) return;
    landed.current = true;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [ready, hash]);
}
