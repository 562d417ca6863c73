import { expect, it } from 'vitest';
import { API_TAGS } from '@domain/api/endpoint';
import { MARKETING_HOST } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });

describeEachDatabase('OpenAPI at /api/docs', (t) => {
  const documentOf = async () => {
    const response = await request(t.app).get('/api/docs/json', { host: MARKETING_HOST });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('describes the routes from their zod schemas and serves the UI', async () => {
    const { paths } = await documentOf();
    expect(
      paths['/api/auth/universal-login'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({ required: ['username', 'password'] });
    expect(Object.keys(paths['/api/auth/universal-login'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect((await request(t.app).get('/api/docs/', { host: MARKETING_HOST })).statusCode).toBe(200);
  });

  it('references named components for every defined resource and its errors', async () => {
    const { paths, components } = await documentOf();
    expect(Object.keys(components.schemas)).toEqual(
      expect.arrayContaining([
        'ActivityLogEntry',
        'Dashboard',
        'DealershipConfig',
        'Error',
        'Health',
        'LiveMessage',
        'Outbox',
        'TenantInfo',
        'User',
        'UserPreferences',
        'Vehicle',
      ]),
    );
    const listUsers = paths['/api/users'].get;
    expect(listUsers.responses['200'].content).toEqual(json({ type: 'array', items: ref('User') }));
    expect(listUsers.responses['403']).toEqual({
      description: 'Not allowed: a right is missing, or a cross-site write was refused',
      content: json(ref('Error')),
    });
    expect(paths['/api/users'].post.requestBody.content).toEqual(json(ref('UserCreateInput')));
    // Import rows are typed as a request takes them (a file's cells), by a component that is there.
    expect(components.schemas.VehicleImport.properties.rows.items).toEqual(
      ref('VehicleImportRowInput'),
    );
    expect(components.schemas.VehicleImportRowInput.properties).toHaveProperty('stockNumber');
  });

  it('documents a stream and a file under their media types, their errors as JSON', async () => {
    const { paths } = await documentOf();
    const stream = paths['/api/events'].get.responses;
    expect(stream['200'].content).toEqual({ 'text/event-stream': { schema: ref('LiveMessage') } });
    expect(stream['401'].content).toEqual(json(ref('Error')));
    const csv = paths['/api/activity-logs/export.csv'].get.responses['200'].content;
    expect(Object.keys(csv)).toEqual(['text/csv']);
  });

  it('adds the answers the plugins give before any handler, by method and host', async () => {
    const { paths } = await documentOf();
    const statuses = (operation: { responses: object }) => Object.keys(operation.responses);
    // A write: cross-site 403, a non-JSON 415, a too-large 413; any tenant route: 404.
    expect(statuses(paths['/api/config'].put)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '415']),
    );
    expect(statuses(paths['/api/config'].get).sort()).toEqual(['200', '401', '404']);
    // Health answers on every host, whatever it names.
    expect(statuses(paths['/api/health'].get).sort()).toEqual(['200', '503']);
  });

  it('names the operations, tags and sessions, and the servers a dealership uses', async () => {
    const document = await documentOf();
    const operations = Object.values(document.paths).flatMap((path) =>
      Object.values(path as object),
    );
    for (const operation of operations.filter((op) => op.operationId)) {
      expect(operation.summary, operation.operationId).toEqual(expect.any(String));
      expect(operation.tags).toHaveLength(1);
      expect(API_TAGS).toHaveProperty(operation.tags[0]);
      expect(operation.security, operation.operationId).toBeDefined();
    }
    expect(document.tags).toEqual(
      Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    );
    expect(document.paths['/api/config'].get.security).toEqual([{ staffSession: [] }]);
    expect(document.paths['/api/tenant/info'].get.security).toEqual([]);
    expect(document.components.securitySchemes).toMatchObject({
      staffSession: { type: 'apiKey', in: 'cookie' },
      superAdminSession: { type: 'apiKey', in: 'cookie' },
    });
    expect(document.servers[0]).toMatchObject({
      url: 'http://{dealership}.{appDomain}:3000',
      variables: { dealership: { default: 'demo' }, appDomain: { default: 'app.localhost' } },
    });
  });
});
