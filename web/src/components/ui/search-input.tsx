import type { InputHTMLAttributes } from 'react';
import { Input } from './input';

type SearchInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A search box: Esc clears what was typed, and on an empty box gives the focus back to the
 * page (issue #16 item 10), so the next Esc (batch mode) and the page's keys work again.
 */
export function SearchInput({ value, onValueChange, onKeyDown, ...props }: SearchInputProps) {
  return (
    <Input
      type="search"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        // Handled here: a dialog or batch mode around the box does not close on the same key.
        event.preventDefault();
        event.stopPropagation();
        if (value) onValueChange('');
        else event.currentTarget.blur();
      }}
      {...props}
    />
  );
}
