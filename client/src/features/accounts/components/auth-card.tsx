import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card: "New here? Register"... */
  footer?: ReactNode;
}

/** The frame shared by the sign-in, register and password screens: one narrow column, a hard-edged card. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{`${title} · Threadline`}</title>
      <div className="border-2 border-line bg-surface p-5 shadow-hard sm:p-8">
        <h1 className="caps text-4xl leading-none sm:text-5xl">{title}</h1>
        {intro && <div className="mt-3 text-muted">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="flex flex-col gap-2 text-center text-sm text-muted">{footer}</div>}
    </div>
  );
}

/** A link in the card's footer or body: underlined, lime on hover. */
export const authLinkClasses = 'font-semibold text-paper underline underline-offset-4 hover:text-acid';
