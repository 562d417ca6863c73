import type { ReactNode } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import { fieldsEditedIn } from '@domain/vehicle/fields';
import { vehicleWorkflow } from '@domain/vehicle-status';
import { VehicleAge } from '../tile/vehicle-age';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { fieldDisplay } from '@/features/vehicles/model/field-display';
import { fieldLabel } from '@/features/vehicles/model/field-labels';
import { VehicleActions } from './vehicle-actions';

function workflowName(vehicle: Vehicle, names: { makeReady: string; service: string }): string {
  const workflow = vehicleWorkflow(vehicle);
  if (workflow === 'make-ready') return names.makeReady;
  if (workflow === 'service') return names.service;
  return 'Inventory';
}

/** The fields the record lists (the title names the vehicle, notes get a block of their own). */
const LISTED = fieldsEditedIn('record').filter(
  (key) =>
    ![
      'stockNumber',
      'year',
      'make',
      'model',
      'notes',
      'makeReadyAddedAt',
      'serviceAddedAt',
      'customDaysAgo',
    ].includes(key),
);

/** The full facts of a vehicle and what can be done with it. */
export function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const { config } = useVehicleWorkspace();
  const workflow = vehicleWorkflow(vehicle);
  const rows: [string, ReactNode][] = [
    ...LISTED.map((key): [string, ReactNode] => [
      fieldLabel(key, config, workflow),
      key === 'vin' && vehicle.vin ? (
        <span className="font-mono">{vehicle.vin}</span>
      ) : (
        fieldDisplay(vehicle, key)
      ),
    ]),
    [
      'Workflow',
      workflowName(vehicle, {
        makeReady: config.workflows.makeReady.displayName,
        service: config.workflows.service.displayName,
      }),
    ],
    ['Time in workflow', <VehicleAge key="age" vehicle={vehicle} workflow={workflow} />],
    ['Status', vehicle.flag === 'sold' ? 'Sold' : 'Active'],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="min-w-0 break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {vehicle.notes && (
        <div>
          <p className="text-sm text-slate-500">Notes</p>
          <p className="whitespace-pre-wrap text-sm">{vehicle.notes}</p>
        </div>
      )}
      <VehicleActions vehicle={vehicle} />
    </div>
  );
}
