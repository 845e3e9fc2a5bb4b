import type { ReactNode } from 'react';

/**
 * A booking page's form: a plain POST the site renderer answers and then leads on, so that it works on any phone,
 * with or without script.
 */
export function FarmerForm({
  action,
  children,
  className,
}: {
  action: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form method="post" action={action} className={className ?? 'farmer-form'}>
      {children}
    </form>
  );
}
