import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { ErrorBody } from '@domain/api/common';
import { badRequest } from '../lib/http-error';
import { toErrorAnswer } from './errors';

/**
 * What Node.js's HTTP parser hands to 'clientError': llhttp's code and reason, the chunk being
 * parsed (a Buffer, whatever Fastify's type says) and how far into it the parser got.
 */
type ParserError = Partial<Omit<ConnectionError, 'rawPacket'>> &
  Error & { reason?: string; rawPacket?: unknown };

/** llhttp's error codes by the part of the request at fault (issue #28 item 7). */
const FIELD_OF_PARSER_ERROR: Record<string, string> = {
  HPE_INVALID_METHOD: 'method',
  HPE_INVALID_URL: 'path',
  HPE_INVALID_VERSION: 'version',
  HPE_INVALID_CONTENT_LENGTH: 'content-length',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'content-length',
  HPE_INVALID_TRANSFER_ENCODING: 'transfer-encoding',
  HPE_INVALID_CHUNK_SIZE: 'body',
  HPE_INVALID_EOF_STATE: 'body',
  HPE_HEADER_OVERFLOW: 'headers',
};

/**
 * The header a parse error is in: the name on the line where the parser stopped, when that line
 * has got as far as its colon (a bad value); else the headers as a whole (a bad name).
 */
function headerAt(error: ParserError): string {
  if (!Buffer.isBuffer(error.rawPacket) || error.bytesParsed === undefined) return 'headers';
  const parsed = error.rawPacket.subarray(0, error.bytesParsed).toString('latin1');
  const line = parsed.slice(parsed.lastIndexOf('\n') + 1);
  const colon = line.indexOf(':');
  const name = line.slice(0, colon).trim().toLowerCase();
  return colon > 0 && /^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name) ? name : 'headers';
}

/** The status and `{ error, message, field }` for a request Node.js could not parse. */
export function clientErrorAnswer(error: ParserError): { statusCode: number; body: ErrorBody } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      statusCode: 408,
      body: { error: 'Request Timeout', message: 'The request did not arrive in time' },
    };
  }
  const statusCode = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const field =
    FIELD_OF_PARSER_ERROR[error.code ?? ''] ??
    (error.code?.startsWith('HPE_INVALID_HEADER') ? headerAt(error) : 'request');
  const reason = error.reason ?? 'Malformed request';
  return {
    statusCode,
    body: { error: STATUS_CODES[statusCode] ?? 'Error', message: `${field}: ${reason}`, field },
  };
}

/**
 * Node.js's 'clientError': a request so malformed that no hook ever sees it. Answers in the
 * API's error shape naming the part at fault (Fastify's default says only "Client Error"), then
 * closes the connection as Node.js does.
 */
function answerClientError(error: ParserError, socket: Socket): void {
  // A reset connection (or one already gone) has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { statusCode, body } = clientErrorAnswer(error);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}

/** The router refused the URL before any route matched (a bad %-escape, a too long parameter). */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, body } = toErrorAnswer(error);
  void reply.code(statusCode).send(body);
}

/** Fastify options that put bad requests refused before any hook into the API's error shape. */
export const CLIENT_ERROR_OPTIONS = {
  clientErrorHandler: answerClientError,
  frameworkErrors: answerFrameworkError,
  // Node.js answers an HTTP/1.1 request without Host with an empty 400; the hook below names it.
  http: { requireHostHeader: false },
};

/** HTTP/1.1 requires Host (RFC 9112 §3.2); a request without one is a 400 naming it. */
export function registerHostRequirement(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      throw badRequest('host: HTTP/1.1 requests must name the host', 'host');
    }
  });
}
