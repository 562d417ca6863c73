import { SUPPORT_PROMISE } from './claims';
import { ESSENTIALS_PRICES, HEADLINE_MONTHLY_PRICE, PLANS, TRIAL_DAYS } from '@domain/plans';

export interface FaqEntry {
  question: string;
  answer: string;
}

const { monthly, quarterly, annual } = ESSENTIALS_PRICES;
const LIMIT = PLANS.essentials.entitlements.vehicleLimit;

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'How much does LotReady cost?',
    answer: `Start with a free ${TRIAL_DAYS}-day trial of the complete platform. After that, Essentials (every board, up to ${LIMIT} vehicles) costs Monthly $${monthly.price}, Quarterly $${quarterly.price} (${quarterly.savingsPercent}% savings) or Annual $${annual.price} (${annual.savingsPercent}% savings). The complete platform, with unlimited vehicles, wall-TV dashboards and priority support, is $${HEADLINE_MONTHLY_PRICE} per month. When a trial ends without a plan, nothing is deleted: everything stays visible and exportable until you choose one.`,
  },
  {
    question: 'Are there setup fees or long contracts?',
    answer:
      'No setup fees, ever. Monthly plans can be cancelled any time; quarterly and annual plans simply cost less.',
  },
  {
    question: 'How many users can we add?',
    answer:
      'Unlimited. All plans have unlimited users, with admin, manager and user roles so everyone sees what they need.',
  },
  {
    question: 'How long does it take to get started?',
    answer:
      'At once, if you sign up yourself: create your dealership, import a CSV of your inventory or scan VINs, invite your team, and the board is running. Prefer help? Ask for a demo and we reply within 24 hours to set it up with you.',
  },
  {
    question: 'Can I try it without signing up?',
    answer:
      'Yes. The interactive sandbox is a working board with sample vehicles. No signup is required for the demo.',
  },
  {
    question: 'Can we import our current inventory?',
    answer:
      'Yes. Upload a CSV file with stock number, year, make, model and colour (VIN, salesperson and notes are optional). A template is available inside the app.',
  },
  {
    question: 'Does it work on phones and TVs?',
    answer:
      'Yes. Staff use it on phones on the lot, including VIN scanning with the camera, and many dealerships put the make-ready board on a wall TV with auto-refresh and audio alerts.',
  },
  {
    question: 'Can we change when a vehicle turns yellow or red?',
    answer:
      'Yes. Admins set the thresholds and labels for make-ready (minutes) and service (days), choose a brand colour and switch features on or off.',
  },
  {
    question: 'Who can see our data?',
    answer:
      "Only your team. Each dealership is a private tenant on its own address, and one dealership can never see another's vehicles or activity.",
  },
  {
    question: 'Do you integrate with dealer data systems?',
    answer:
      'A dealer data system integration is coming soon. Until then, CSV import moves your inventory across in minutes.',
  },
  {
    question: 'What support do you offer?',
    answer: `24/7 support, included on every plan: ${SUPPORT_PROMISE}`,
  },
] as const;
