import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { goBack } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import { buttonClasses } from '../ui/button';

interface BackButtonProps {
  /** Where to go; without it, one step back in history (or `fallback`). */
  to?: string;
  fallback?: string;
  label?: string;
  className?: string;
}

export function BackButton({ to, fallback = '/', label = 'Volver', className }: BackButtonProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => (to ? void navigate(to) : goBack(navigate, fallback))}
      className={cn(buttonClasses('ghost', 'sm'), 'no-print -ml-2', className)}
    >
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      {label}
    </button>
  );
}
