import { useMemo, useState, type KeyboardEvent } from 'react';
import { CornerDownLeft, Search } from 'lucide-react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

export interface Command {
  id: string;
  label: string;
  group: string;
  run: () => void;
}

/** Ctrl+K: type to find a page or an action, Enter to run it. */
export function CommandMenu({
  open,
  onOpenChange,
  commands,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  commands: Command[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Command menu" className="max-w-md gap-2 p-4">
        {open && <CommandList commands={commands} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CommandList({ commands, onDone }: { commands: Command[]; onDone: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? commands.filter((c) => c.label.toLowerCase().includes(q)) : commands;
  }, [commands, query]);
  const run = (command: Command | undefined) => {
    if (!command) return;
    onDone();
    command.run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(matches.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(matches[active]);
    }
  };
  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          autoFocus
          role="combobox"
          aria-expanded="true"
          aria-controls="command-list"
          aria-activedescendant={matches[active] ? `command-${matches[active].id}` : undefined}
          aria-label="Search commands"
          placeholder="Go to… or do…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-md border border-slate-300 pl-9 pr-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        />
      </div>
      <ul
        id="command-list"
        role="listbox"
        aria-label="Commands"
        className="max-h-80 overflow-y-auto"
      >
        {matches.map((command, index) => (
          <li
            key={command.id}
            id={`command-${command.id}`}
            role="option"
            aria-selected={index === active}
            onMouseEnter={() => setActive(index)}
            onClick={() => run(command)}
            className={cn(
              'flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-sm',
              index === active ? 'bg-primary/10 text-primary' : 'text-slate-700',
            )}
          >
            <span>
              <span className="mr-2 text-xs text-slate-400">{command.group}</span>
              {command.label}
            </span>
            {index === active && <CornerDownLeft className="h-4 w-4" aria-hidden />}
          </li>
        ))}
        {matches.length === 0 && (
          <li className="px-3 py-6 text-center text-sm text-slate-500">No matching commands</li>
        )}
      </ul>
    </div>
  );
}
