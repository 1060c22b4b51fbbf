import { register } from 'node:module';
import type { FastifyInstance } from 'fastify';

import type { Env } from '../config/env.ts';

let active = false;

/**
 * OpenTelemetry traces of HTTP requests and PostgreSQL statements, sent by OTLP over HTTP
 * (decision 058). Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and then started before the app's modules
 * load: the instrumentations patch `http` and `pg` as they are imported (the loader hook for ES
 * modules is registered first). Answers the function that flushes and stops it.
 */
export async function startTracing(
  env: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
): Promise<(() => Promise<void>) | null> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return null;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    api,
    { W3CTraceContextPropagator },
    { AsyncLocalStorageContextManager },
    sdk,
    resources,
    otlp,
    instr,
    http,
    pgi,
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME }),
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new otlp.OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
      }),
    ],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  instr.registerInstrumentations({
    instrumentations: [
      // Health checks and scrapes every few seconds would drown the requests worth reading.
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? ''),
      }),
      new pgi.PgInstrumentation(),
    ],
  });
  active = true;
  return async () => {
    await provider.shutdown();
  };
}

/** Names each request's span by its route pattern and carries the request id, when tracing is on. */
export async function registerTracing(app: FastifyInstance) {
  if (!active) return;
  const { trace } = await import('@opentelemetry/api');
  app.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    const route = request.routeOptions.url;
    if (span) {
      if (route) span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
      span.setAttribute('request.id', request.id);
    }
    done();
  });
}
