import type { EndpointDefinition } from '@domain/api/endpoint';

/*
 * The wire's shapes, apart from the client (api-client.ts) so the transports and the early
 * answers (early-answers.ts) the client uses can name them without importing it back.
 */

/** One call as it goes over the wire, with the definition it was made from. */
export interface ApiRequest {
  endpoint: EndpointDefinition;
  method: string;
  /** Path and query, e.g. '/api/vehicles/0196…?type=service'. */
  url: string;
  headers: Record<string, string>;
  /** The JSON body, a file (an endpoint with `upload`: a photo), or undefined. */
  body: string | Blob | undefined;
  signal: AbortSignal | undefined;
  /**
   * Called as the body goes out (bytes sent, bytes in all): an import's real upload progress
   * (issue #16 item 8). A transport that sends nothing over a network reports it all at once.
   */
  onUploadProgress?: (sent: number, total: number) => void;
}

/** What came back: status and the raw body text. */
export interface ApiAnswer {
  status: number;
  statusText: string;
  bodyText: string;
}

/** How calls travel: fetch in the app, memory in the sandbox (features/vehicles/sandbox). */
export type ApiTransport = (request: ApiRequest) => Promise<ApiAnswer>;
