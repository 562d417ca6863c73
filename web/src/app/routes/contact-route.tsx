import { SUPPORT_PROMISE } from '@/features/marketing/content/claims';
import { Mail, Phone } from 'lucide-react';
import { MarketingLayout, PageIntro } from '@/features/marketing/components/marketing-layout';
import { ContactForm } from '@/features/support/components/contact-form';
import { supportContact } from '@/lib/support-contact';

/** /contact: support's email and phone from configuration, and the contact form (0032). */
export function ContactRoute() {
  const support = supportContact();
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Contact" title="Talk to LotReady support">
        24/7 support: {SUPPORT_PROMISE} Write, call, or send a message below.
      </PageIntro>
      <section className="mx-auto grid max-w-5xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <ul className="space-y-4 text-slate-800">
          <li className="flex items-center gap-3">
            <Mail className="h-5 w-5 text-red-600" aria-hidden />
            <a
              href={`mailto:${support.email}`}
              className="font-medium text-red-700 underline-offset-4 hover:underline"
            >
              {support.email}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Phone className="h-5 w-5 text-red-600" aria-hidden />
            <a
              href={`tel:${support.phone}`}
              className="font-medium text-red-700 underline-offset-4 hover:underline"
            >
              {support.phone}
            </a>
          </li>
        </ul>
        <ContactForm />
      </section>
    </MarketingLayout>
  );
}
