import { AlertTriangle, Clock, Hammer, Package, Truck, Wrench, XCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { StatusIcon as StatusIconName } from '@domain/vehicle-status';

const ICONS: Record<StatusIconName, LucideIcon> = {
  truck: Truck,
  clock: Clock,
  wrench: Wrench,
  tools: Hammer,
  triangle: AlertTriangle,
  cross: XCircle,
  box: Package,
};

export function StatusIcon({ name, className }: { name: StatusIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden data-icon={name} />;
}
