import { Link } from 'react-router';
import { REQUIRED_IMPORT_COLUMNS, OPTIONAL_IMPORT_COLUMNS } from '@domain/import-template';
import { buttonVariants } from '@/components/ui/button-variants';
import { MarketingLayout, PageIntro } from './marketing-layout';
import { PATHS } from '@/lib/paths';

const STEPS = [
  {
    title: 'Sign in on your dealership address',
    text: 'Sign in once and LotReady takes you to your own dealership. The first time, a short welcome dialog offers to import vehicles, start fresh or load sample data.',
  },
  {
    title: 'Make the board yours',
    text: 'Open Settings, then Dealership Configuration: set your name and brand colour, choose when a vehicle turns yellow or red, and rename the stages to match your shop.',
  },
  {
    title: 'Bring in your vehicles',
    text: 'Download the CSV template from Inventory, fill it from your current system and import it, or scan VINs with a phone on the lot.',
  },
  {
    title: 'Invite your team',
    text: 'Add users from User Management. Admins manage settings and users, managers run the boards and reports, and everyone else works the vehicles. Every plan has unlimited users.',
  },
  {
    title: 'Put the board where people look',
    text: 'Open a custom dashboard on a shop TV with auto-refresh and audio alerts on, and use the guided tours to train new staff in minutes.',
  },
] as const;

export function SetupGuidePage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Setup guide" title="Get your dealership running today">
        Five steps, most of them a few minutes each. Stuck? 24/7 support is one message away.
      </PageIntro>
      <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <ol className="relative space-y-8 border-l-2 border-red-100 pl-8">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative">
              <span className="absolute -left-[3.05rem] grid h-9 w-9 place-items-center rounded-full bg-red-600 text-sm font-bold text-white ring-4 ring-white">
                {index + 1}
              </span>
              <h2 className="text-xl font-semibold text-slate-900">{step.title}</h2>
              <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="font-semibold text-slate-900">CSV columns</h2>
          <p className="mt-2 text-sm text-slate-600">
            Required: {REQUIRED_IMPORT_COLUMNS.join(', ')}. Optional:{' '}
            {OPTIONAL_IMPORT_COLUMNS.join(', ')}.
          </p>
        </div>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href={PATHS.login} className={buttonVariants({ size: 'lg' })}>
            Sign In to Start
          </a>
          <Link
            to={PATHS.setupComplete}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            I'm Done
          </Link>
        </div>
      </section>
    </MarketingLayout>
  );
}
