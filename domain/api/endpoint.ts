import type { z } from 'zod';
import type { Right } from '../permissions';
import { errorBodySchema } from './common';

/**
 * An endpoint is data (docs/decisions/0020-endpoint-definitions.md): method, path, who may
 * call it, what it takes and every answer it gives. The server registers its route from the
 * definition, the web calls it through one typed client, the sandbox answers it in memory and
 * the OpenAPI document describes it — so no path or response shape is written twice.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, a signed-in staff member (with a right of spec 6 when one is named),
 * or the platform super admin (its own session, never valid on tenant APIs).
 */
export type EndpointAccess =
  { kind: 'public' } | { kind: 'staff'; right?: Right } | { kind: 'super-admin' };

/** The OpenAPI tags, one per resource. */
export const API_TAGS = {
  vehicles: 'Vehicles of the signed-in dealership',
  vins: 'What a VIN says about its vehicle',
  feeds: 'Inventory feeds that update the lot by themselves',
  activity: 'The activity log',
  auth: 'Sign-in, sessions and password reset',
  config: 'Dealership configuration and tenant info',
  workflows: 'The recon steps of each workflow',
  work: "A car's work items, job templates and approvals",
  photos: "A car's photos",
  vendors: 'Outside vendors, their sublet jobs, their links and scorecard',
  scoreboard: 'Time to line and the recon scoreboard',
  alerts: 'Alerts: the bell, preferences, web push, rules per step and on call',
  users: 'Staff accounts and their preferences',
  dashboards: 'Custom dashboards',
  events: 'Live changes (server-sent events)',
  leads: 'Demo requests and the pilot programme',
  billing: 'Plans, the trial and payment',
  support: 'Support requests from the contact form',
  'super-admin': 'The platform super admin',
  platform: 'Dealerships, as the super admin manages them',
  health: 'Liveness',
  dev: 'Development helpers (not in production)',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus =
  400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 421 | 423 | 429 | 502 | 503;

export interface EndpointDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  operationId: string;
  summary: string;
  tag: ApiTag;
  access: EndpointAccess;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every answer by status; errors default to `{ error, message, field? }`. */
  responses: Partial<Record<SuccessStatus | ErrorStatus, z.ZodType>>;
  /** Answered as text/event-stream or a file, not JSON (described, not serialised). */
  produces?: 'text/event-stream' | 'text/csv' | 'application/zip' | 'image/jpeg';
  /**
   * The body is a file of one of these media types, not JSON (a photo), read up to `maxBytes`
   * (refused with 413 as it streams in past that); `body` is then left out.
   */
  upload?: { mediaTypes: readonly string[]; maxBytes: number };
  /** Answers on every host, even one naming no dealership (load balancers probe by IP). */
  anyHost?: boolean;
  /**
   * A staff write that a read-only dealership may still make (choosing a plan, personal
   * preferences); every other staff write is refused with 402 while read-only (0031).
   */
  allowedWhileReadOnly?: boolean;
  /** A plan entitlement the call needs (domain/plans.ts), checked after access: 402 without. */
  entitlement?: 'customDashboards';
}

/** Keeps the literal types of a definition, so both sides infer its shapes. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** `{ 400: ErrorBody, 401: ErrorBody, … }` for the statuses given. */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [K in S[number]]: typeof errorBodySchema;
  };
}

type Responses<E extends EndpointDefinition> = E['responses'];
type SuccessOf<E extends EndpointDefinition> = Extract<keyof Responses<E>, SuccessStatus>;

/** What a successful call yields (the answer after the contract's transforms). */
export type EndpointResult<E extends EndpointDefinition> =
  Responses<E>[SuccessOf<E>] extends infer S extends z.ZodType ? z.output<S> : never;

/** The body of one answer status, as the client reads it. */
export type EndpointResponse<
  E extends EndpointDefinition,
  S extends keyof Responses<E>,
> = Responses<E>[S] extends infer T extends z.ZodType ? z.output<T> : never;

type Part<Key extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

/** What a caller passes: path parameters, query and body, each as its schema takes it. */
export type EndpointInput<E extends EndpointDefinition> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;
