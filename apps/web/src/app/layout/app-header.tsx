import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usePublicConfig } from '@/lib/server-info';
import { AboutDialog } from './about-dialog';

interface AppHeaderProps {
  title: string;
  /** Controls on the right: account, provider, page actions. */
  children?: ReactNode;
}

export function AppHeader({ title, children }: AppHeaderProps) {
  const config = usePublicConfig();
  const contactEmail = config.data?.contactEmail;
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 font-bold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-7" />
          <span className="text-lg">{title}</span>
        </Link>
        {contactEmail ? (
          <a
            href={`mailto:${contactEmail}`}
            className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <Mail className="size-4" aria-hidden />
            {contactEmail}
          </a>
        ) : null}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {children}
          <AboutDialog />
        </div>
      </div>
    </header>
  );
}
