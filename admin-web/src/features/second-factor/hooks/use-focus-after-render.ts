import { useEffect, useRef } from 'react';

/**
 * Where the keyboard goes on after a change removed or replaced what had the focus: `moveFocus` names an element
 * that `target` registered, and it is focused once the change is drawn (it may only exist from then on).
 */
export function useFocusAfterRender<Target extends string>() {
  const wanted = useRef<Target>(undefined);
  const targets = useRef<Partial<Record<Target, HTMLElement | null>>>({});

  useEffect(() => {
    const name = wanted.current;
    const element = name && targets.current[name];
    if (element) {
      element.focus();
      wanted.current = undefined;
    }
  });

  return {
    /** The ref of the element `name` stands for. */
    target: (name: Target) => (element: HTMLElement | null) => {
      targets.current[name] = element;
    },
    moveFocus: (to: Target) => {
      wanted.current = to;
    },
  };
}

export type FocusTargets<Target extends string> = ReturnType<typeof useFocusAfterRender<Target>>;
