import { useEffect } from 'react';
import { brandAccentVariables, brandColorForPicker } from '@domain/dealership-config';

/**
 * Applies the tenant's brand colour (spec 3, Tenant info) as --brand-primary (what
 * bg-primary / text-primary use) and the accent variables of brandAccentVariables.
 */
export function useBrandTheme(brandColor: string | null | undefined): void {
  useEffect(() => {
    if (!brandColor) return;
    const root = document.documentElement;
    const variables: Record<string, string> = {
      '--brand-primary': brandColorForPicker(brandColor),
      ...brandAccentVariables(brandColor),
    };
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
    };
  }, [brandColor]);
}
