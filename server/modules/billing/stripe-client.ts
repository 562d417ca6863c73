import Stripe from 'stripe';
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
 */
export function registerStripe(
  app: FastifyInstance,
  config: ServerConfig,
  httpClient?: StripeHttpClient,
): void {
  const stripe = config.stripeSecretKey
    ? new Stripe(config.stripeSecretKey, { httpClient, maxNetworkRetries: 1 })
    : null;
  app.decorate('stripe', stripe);
}
