import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { AccountCard } from '@/features/account';
import { HumanizerPanel } from '@/features/humanizer';
import { AppHeader } from '../layout/app-header';

export function HumanizerPage() {
  return (
    <>
      <AppHeader title="Humanizer">
        <AccountCard />
        <Button variant="outline" asChild>
          <Link href="/">
            <ArrowLeft aria-hidden />
            Homework Assistant
          </Link>
        </Button>
      </AppHeader>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <HumanizerPanel />
      </main>
    </>
  );
}
