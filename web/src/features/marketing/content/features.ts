import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  ClipboardList,
  FileSpreadsheet,
  Gauge,
  ScanLine,
  ShieldCheck,
  Star,
  Users,
  Wrench,
} from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The feature cards of the landing page (spec 1, capabilities). */
export const FEATURE_CARDS: readonly Feature[] = [
  {
    icon: Gauge,
    title: 'Colour-coded status tiles',
    text: 'Every vehicle shows how long it has waited: purple for new, green on track, yellow for wrap-up, red when it is overdue.',
  },
  {
    icon: ClipboardList,
    title: 'Make-ready workflow',
    text: 'Track reconditioning minute by minute from check-in to front line, with thresholds you set for your store.',
  },
  {
    icon: Wrench,
    title: 'Service board',
    text: 'See which service vehicles are good, need attention or are critical, measured in days, with notes and bay locations.',
  },
  {
    icon: ScanLine,
    title: 'VIN scanning',
    text: 'Scan a VIN barcode with a phone camera to add a vehicle in seconds, no typing on the lot.',
  },
  {
    icon: FileSpreadsheet,
    title: 'CSV import',
    text: 'Bring your whole inventory over from a spreadsheet or your current system in one upload.',
  },
  {
    icon: Activity,
    title: 'Activity log',
    text: 'Every add, move, star and sale is recorded with who did it and when, ready to export.',
  },
] as const;

/** Slides of the lazily loaded feature carousel. */
export const CAROUSEL_SLIDES: readonly Feature[] = [
  {
    icon: Star,
    title: 'Star what matters',
    text: 'Star priority vehicles and they rise to the top of the make-ready board, ahead of everything else.',
  },
  {
    icon: Users,
    title: 'Roles for everyone',
    text: 'Admins, managers and staff each see what they need. Add as many users as you like, on every plan.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'Each dealership is its own private space on its own address. Only your team can reach your data.',
  },
  {
    icon: Gauge,
    title: 'Your thresholds, your labels',
    text: 'Change when a vehicle turns yellow or red, rename the stages, and brand the board with your colours.',
  },
  {
    icon: ClipboardList,
    title: 'Guided tours',
    text: 'Built-in tours walk new staff through each board, so training takes minutes rather than days.',
  },
] as const;

/** The make-ready feature list beside the stats (spec 2.6). */
export const MAKE_READY_POINTS = [
  'Time in make-ready counted from the moment a vehicle arrives',
  'Starred vehicles first, then the newest, so priorities never get buried',
  'Batch-move vehicles between inventory, make-ready and service',
  'Live updates on every screen, from the lot phone to the sales-floor TV',
  'Audio alerts and auto-refresh for a wall-mounted board',
] as const;

/** Spec 1: stats, each a target (a footnote says so: content/claims.ts). */
export const STATS = [
  { value: '60%', label: 'faster turnaround', note: 'target' },
  { value: '40+', label: 'hours saved weekly', note: 'target' },
  { value: '99.9%', label: 'uptime', note: 'target' },
] as const;
