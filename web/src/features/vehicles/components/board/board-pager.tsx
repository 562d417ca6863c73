import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The board's page indicator: "Page 2 of 3" and the way between pages ("of 3+" while the
 * board's later vehicles still load).
 */
export function BoardPager({
  page,
  pages,
  complete = true,
  onPage,
}: {
  page: number;
  pages: number;
  complete?: boolean;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Board pages" className="flex items-center justify-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous page"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
      </Button>
      <p className="min-w-24 text-center text-sm font-semibold tabular-nums" aria-live="polite">
        Page {page + 1} of {complete ? pages : `${pages}+`}
      </p>
      <Button
        variant="outline"
        size="icon"
        aria-label="Next page"
        disabled={page === pages - 1}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
