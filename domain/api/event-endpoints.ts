import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * Live events (docs/decisions/0013-live-events.md): after a change commits, every open stream
 * of the dealership hears which kind of data changed. Each type is also the server-sent
 * event's `event:` name, so a client listens by type. Written once here: the server stages
 * and frames them, the web listens for them, the document describes them.
 */
export const LIVE_EVENT_TYPES = ['vehicle', 'activity', 'config'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** One committed change. New fields go here (optional, so older clients keep working). */
export const liveEventSchema = z
  .object({
    type: z.enum(LIVE_EVENT_TYPES),
    /** The record that changed, when it is one record. */
    id: z.string().optional(),
    /** What happened to it: added, updated, removed, imported, cleared… */
    action: z.string().optional(),
  })
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Sent when the stream cannot replay what a client missed: refetch everything. */
export const RESYNC_EVENT = 'resync';
const resyncEventSchema = z.object({ type: z.literal(RESYNC_EVENT) }).meta({ id: 'ResyncEvent' });

/** Every message's data on the stream (its `event:` name is the same `type`). */
export const liveMessageSchema = z
  .discriminatedUnion('type', [liveEventSchema, resyncEventSchema])
  .meta({ id: 'LiveMessage' });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const liveEventsQuerySchema = z.object({
  /** For clients that cannot set the Last-Event-ID header. */
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
