import type { DealershipConfig } from '@domain/dealership-config';

export interface ConfigSectionProps {
  draft: DealershipConfig;
  edit: (change: (config: DealershipConfig) => void) => void;
}
