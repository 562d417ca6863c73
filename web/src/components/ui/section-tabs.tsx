import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '@/lib/cn';

/** Where the tab list moves beside the sections (the dialog's width decides). */
const SIDE_BY_SIDE = {
  sm: {
    root: 'sm:grid-cols-[11rem_1fr]',
    list: 'sm:flex-col sm:flex-nowrap',
  },
  md: {
    root: 'md:grid-cols-[13rem_1fr]',
    list: 'md:flex-col md:flex-nowrap',
  },
} as const;

interface SectionTabsProps {
  /** [value, label] for each section, in order. */
  sections: readonly (readonly [string, string])[];
  defaultValue: string;
  /** The tab list's accessible name ("Configuration sections"). */
  label: string;
  /** From this width the tabs stand in a column beside the sections; above them before it. */
  sideBySideFrom: keyof typeof SIDE_BY_SIDE;
  /** The sections' own minimum height, so switching tabs does not resize the dialog. */
  contentClassName?: string;
  /** One `<SectionTab value=…>` per section. */
  children: ReactNode;
}

/**
 * A dialog's sections as vertical tabs (System Config, Dealership Configuration): a wrapping row
 * of tabs on a phone, a column beside the content on a wider screen. Radix Tabs gives the
 * keyboard (arrows between tabs) and the ARIA roles.
 */
export function SectionTabs({
  sections,
  defaultValue,
  label,
  sideBySideFrom,
  contentClassName,
  children,
}: SectionTabsProps) {
  const layout = SIDE_BY_SIDE[sideBySideFrom];
  return (
    <Tabs.Root
      defaultValue={defaultValue}
      orientation="vertical"
      className={cn('grid gap-4', layout.root)}
    >
      <Tabs.List aria-label={label} className={cn('flex flex-wrap gap-1 pb-1', layout.list)}>
        {sections.map(([value, text]) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              'whitespace-nowrap rounded-md px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
              'data-[state=active]:bg-primary/10 data-[state=active]:text-primary',
            )}
          >
            {text}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className={contentClassName}>{children}</div>
    </Tabs.Root>
  );
}

/** One section of SectionTabs. */
export const SectionTab = Tabs.Content;
