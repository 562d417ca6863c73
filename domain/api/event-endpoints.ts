import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint';
import { vehicleSchema } from './vehicles';

/**
 * Live events (docs/decisions/0013-live-events.md, 0045-vehicle-change-log.md): after a change
 * commits, every open stream of the dealership hears it. Vehicles travel as changes with their
 * sequence number (applied to the client's lists, no refetch); activity and config say which
 * kind of data to refetch. Each type is also the server-sent event's `event:` name, so a
 * client listens by type. Written once here: the server stages and frames them, the web
 * listens for them, the document describes them. 'alerts' says a person's bell changed (an
 * alert raised for them, or one of theirs acknowledged) and reaches that person's streams
 * only; 'on-it' says someone took a car ("I'm on it"), for every stream of the dealership.
 */
export const LIVE_EVENT_TYPES = ['activity', 'config', 'alerts', 'on-it'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** One committed change. New fields go here (optional, so older clients keep working). */
export const liveEventSchema = z
  .object({
    type: z.enum(LIVE_EVENT_TYPES),
    /** The record that changed, when it is one record. */
    id: z.string().optional(),
    /** What happened to it: added, updated, removed, imported, cleared… */
    action: z.string().optional(),
    /**
     * The one user whose streams hear it (their own alerts): the server sends it to no other
     * stream, and never with any alert's text (the bell reads its list itself).
     */
    userId: z.string().optional(),
  })
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.infer<typeof liveEventSchema>;

const vehicleSeqSchema = z.number().int().nonnegative();

/**
 * One vehicle's committed change, by its dealership's gap-free sequence number (also the
 * message's `id:`, so a reconnecting browser sends it back as Last-Event-ID): the vehicle as
 * it is now, or the id of a removed one.
 */
export const VEHICLE_CHANGE_EVENT = 'vehicle-change';
export const vehicleChangeEventSchema = z
  .object({
    type: z.literal(VEHICLE_CHANGE_EVENT),
    seq: vehicleSeqSchema,
    vehicle: vehicleSchema.optional(),
    removed: z.string().optional(),
  })
  .meta({ id: 'VehicleChangeEvent' });
export type VehicleChangeEvent = z.infer<typeof vehicleChangeEventSchema>;

/**
 * Sent when the stream cannot say what a client missed (too far behind, or the log cannot
 * tell): refetch everything. `seq` is where the stream goes on from.
 */
export const RESYNC_EVENT = 'resync';
const resyncEventSchema = z
  .object({ type: z.literal(RESYNC_EVENT), seq: vehicleSeqSchema.optional() })
  .meta({ id: 'ResyncEvent' });

/**
 * The first message of a stream opened without a position (no Last-Event-ID): the sequence
 * number it goes on from. A client whose lists were read at an older number knows they missed
 * the changes in between and reads them again.
 */
export const POSITION_EVENT = 'position';
const positionEventSchema = z
  .object({ type: z.literal(POSITION_EVENT), seq: vehicleSeqSchema })
  .meta({ id: 'PositionEvent' });

/** Every message's data on the stream (its `event:` name is the same `type`). */
export const liveMessageSchema = z
  .discriminatedUnion('type', [
    liveEventSchema,
    vehicleChangeEventSchema,
    resyncEventSchema,
    positionEventSchema,
  ])
  .meta({ id: 'LiveMessage' });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const liveEventsQuerySchema = z.object({
  /**
   * The last vehicle sequence number the client applied, for clients that cannot set the
   * Last-Event-ID header (a new EventSource after the old one gave up).
   */
  lastEventId: z.string().max(100, 'lastEventId must be at most 100 characters').optional(),
});

export const eventApi = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    operationId: 'streamLiveEvents',
    summary: "Live changes of the signed-in user's dealership, as server-sent events",
    tag: 'events',
    access: { kind: 'staff' },
    query: liveEventsQuerySchema,
    produces: 'text/event-stream',
    responses: { 200: liveMessageSchema, ...errorResponses(400, 401) },
  }),
} as const;
