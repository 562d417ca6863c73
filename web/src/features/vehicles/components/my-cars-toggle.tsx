import { UserCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * "My cars" (issue #26 item 3): shows only the cars assigned to the signed-in user, on every
 * board and in Inventory. A toggle: pressed, it narrows; pressed again, everything is back.
 */
export function MyCarsToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="outline"
      aria-pressed={on}
      onClick={onToggle}
      className={cn(on && 'border-primary bg-primary/10')}
    >
      <UserCheck className="h-4 w-4" aria-hidden />
      My cars
    </Button>
  );
}
