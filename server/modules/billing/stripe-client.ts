import type Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Stripe API client when STRIPE_SECRET_KEY is set; null means card payments are off. */
    stripe: Stripe | null;
  }
}

export type StripeHttpClient = ReturnType<typeof Stripe.createFetchHttpClient>;

/**
 * One Stripe client per app. Tests pass an HTTP client that records the request instead of
 * sending it, so the Checkout request the server would send is checked without a network.
 * The package is loaded only when STRIPE_SECRET_KEY is set: about a tenth of a second and a few
 * MB of every start otherwise (issue #19 item 4, docs/decisions/0066-lazy-start.md).
 */
export async function registerStripe(
  app: FastifyInstance,
  config: ServerConfig,
  httpClient?: StripeHttpClient,
): Promise<void> {
  let stripe: Stripe | null = null;
  if (config.stripeSecretKey) {
    const { default: StripeClient } = await import('stripe');
    stripe = new StripeClient(config.stripeSecretKey, { httpClient, maxNetworkRetries: 1 });
  }
  app.decorate('stripe', stripe);
}
