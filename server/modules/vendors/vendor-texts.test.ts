import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { api, staffOf } from '../../test/staff';
import { startTwilioStandIn } from '../../test/twilio-stand-in';
import { vendorSteps } from '../../test/vendor-steps';
import { workSteps } from '../../test/work-steps';

describeEachDatabase('vendor jobs by text message', (t) => {
  const { addCar } = workSteps(t);
  const { addVendor, lastMailTo } = vendorSteps(t);

  it('texts the vendor’s phone with the link when an SMS provider is configured', async () => {
    const twilio = await startTwilioStandIn();
    try {
      const app = await t.buildApp({ sms: twilio.sms });
      const { manager, user } = await staffOf(t);
      const vendor = await addVendor(manager, { phone: '+15550100188' });
      const silent = await addVendor(manager);
      const car = await addCar(user);
      for (const vendorId of [vendor.id, silent.id]) {
        const response = await api(t, user, app).post(`/api/vehicles/${car.id}/vendor-jobs`, {
          vendorId,
          what: 'Replace windshield',
          quoteCents: 35_000,
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const { token } = await lastMailTo(vendor.email);
      // Only the vendor with a phone is texted; the mail carries the same link.
      expect(twilio.received.map((request) => request.form.To)).toEqual(['+15550100188']);
      const text = twilio.received[0]?.form.Body ?? '';
      expect(text).toContain(`Replace windshield on the 2022 Toyota Camry (${car.stockNumber})`);
      expect(text).toContain(`/vendor#token=${token}`);
    } finally {
      twilio.close();
    }
  });
});
