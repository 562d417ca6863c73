import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-text-field';

interface ContactFieldsProps {
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  company: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { name?: string; email?: string; company?: string; phone?: string };
}

/**
 * Who is asking, as every lead form asks it (a demo request, a pilot application): name, work
 * email, dealership and an optional phone, each with the browser's autofill. The caller's grid
 * lays them out.
 */
export function ContactFields({ name, email, company, phone, errors }: ContactFieldsProps) {
  return (
    <>
      <FormTextField label="Full name" autoComplete="name" error={errors.name} {...name} />
      <FormTextField
        label="Work email"
        type="email"
        autoComplete="email"
        error={errors.email}
        {...email}
      />
      <FormTextField
        label="Dealership"
        autoComplete="organization"
        error={errors.company}
        {...company}
      />
      <FormTextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        {...phone}
      />
    </>
  );
}
