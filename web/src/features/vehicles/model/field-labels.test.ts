import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, type DealershipConfig } from '@domain/dealership-config';
import type { VehicleFieldKey } from '@domain/vehicle/fields';
import { fieldLabel } from './field-labels';

const { workflows } = DEFAULT_DEALERSHIP_CONFIG;
const RENAMED: DealershipConfig = {
  ...DEFAULT_DEALERSHIP_CONFIG,
  workflows: {
    makeReady: { ...workflows.makeReady, displayName: 'Recon' },
    service: { ...workflows.service, displayName: 'Shop' },
  },
};

describe('fieldLabel: the workflow start times carry the configured names (#16 item 7)', () => {
  it.each<[VehicleFieldKey, DealershipConfig, string]>([
    ['makeReadyAddedAt', DEFAULT_DEALERSHIP_CONFIG, 'Entered Make Ready'],
    ['serviceAddedAt', DEFAULT_DEALERSHIP_CONFIG, 'Entered Service'],
    ['makeReadyAddedAt', RENAMED, 'Entered Recon'],
    ['serviceAddedAt', RENAMED, 'Entered Shop'],
  ])('%s is labelled as configured', (key, config, label) => {
    expect(fieldLabel(key, config)).toBe(label);
  });
});
