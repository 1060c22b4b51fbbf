import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas and browsable at /docs, except
 * in production unless DOCS_PUBLIC=true: the map of every operator call helps nobody but an attacker.
 */
export async function registerOpenApi(app: FastifyInstance, options: { serveUi: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lotus portal API',
        version: '1.0.0',
        description:
          'Every JSON response is the envelope { success, value, message, code }. Send `Language` to choose the message language. Guarded calls take `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (options.serveUi) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

/** Security requirement for the OpenAPI document of guarded routes. */
export const bearerSecurity = [{ bearerAuth: [] }];
