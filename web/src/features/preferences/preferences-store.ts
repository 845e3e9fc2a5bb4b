import { useSyncExternalStore } from 'react';

import { THEME_KEY } from './theme-init-script';

export const FONT_SIZE = { initial: 15, min: 12, max: 18, reset: 16, step: 2 } as const;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => listeners.forEach((listener) => listener());

const isDark = () => document.documentElement.classList.contains('dark');

export function setDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  document.body.classList.toggle('dark', dark);
  localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
  notify();
}

/** The prerendered HTML is light; the browser's state takes over after hydration. */
export const useDarkMode = () => useSyncExternalStore(subscribe, isDark, () => false);

const fontSize = () => Number.parseFloat(document.documentElement.style.fontSize) || FONT_SIZE.initial;

/** A- lowers by 2 (not below 12), A sets 16, A+ raises by 2 (not above 18). */
export function changeFontSize(change: 'smaller' | 'reset' | 'larger'): void {
  const current = fontSize();
  const next =
    change === 'reset'
      ? FONT_SIZE.reset
      : change === 'smaller'
        ? Math.max(FONT_SIZE.min, current - FONT_SIZE.step)
        : Math.min(FONT_SIZE.max, current + FONT_SIZE.step);
  document.documentElement.style.fontSize = `${next}px`;
  notify();
}

export const useFontSize = () => useSyncExternalStore(subscribe, fontSize, () => FONT_SIZE.initial);
