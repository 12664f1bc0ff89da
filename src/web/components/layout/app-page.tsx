import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

interface AppPageProps {
  children: ReactNode;
  className?: string;
  /** Width of the content column. */
  width?: 'md' | 'lg' | 'xl';
}

const widths = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/** The <main> column of a signed-in page: mobile first, centred on wider screens. */
export function AppPage({ children, className, width = 'lg' }: AppPageProps) {
  return <main className={cn('mx-auto w-full px-4 pb-12 pt-4 sm:pt-8', widths[width], className)}>{children}</main>;
}
