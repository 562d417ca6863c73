import { Tabs } from 'radix-ui';
import { DealershipsPanel } from './dealerships-panel';
import { LeadsPanel } from './leads-panel';
import { PlatformLogPanel } from './platform-log-panel';
import { SuperAdminShell } from './super-admin-shell';
import { SupportPanel } from './support-panel';

const tabClass =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/**
 * The super-admin area: dealerships (with trials and billing), leads, support requests and the
 * platform log.
 */
export function SuperAdminDashboardPage() {
  return (
    <SuperAdminShell>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Platform administration</h1>
      <Tabs.Root defaultValue="dealerships" className="mt-6">
        <Tabs.List aria-label="Sections" className="inline-flex rounded-lg bg-slate-200/70 p-1">
          <Tabs.Trigger value="dealerships" className={tabClass}>
            Dealerships
          </Tabs.Trigger>
          <Tabs.Trigger value="leads" className={tabClass}>
            Leads
          </Tabs.Trigger>
          <Tabs.Trigger value="support" className={tabClass}>
            Support
          </Tabs.Trigger>
          <Tabs.Trigger value="log" className={tabClass}>
            Platform log
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="dealerships" className="mt-6 focus-visible:outline-none">
          <DealershipsPanel />
        </Tabs.Content>
        <Tabs.Content value="leads" className="mt-6 focus-visible:outline-none">
          <LeadsPanel />
        </Tabs.Content>
        <Tabs.Content value="support" className="mt-6 focus-visible:outline-none">
          <SupportPanel />
        </Tabs.Content>
        <Tabs.Content value="log" className="mt-6 focus-visible:outline-none">
          <PlatformLogPanel />
        </Tabs.Content>
      </Tabs.Root>
    </SuperAdminShell>
  );
}
