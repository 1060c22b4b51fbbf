import type { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { envelopeOf } from '@portal/shared/envelope';
import type { Language } from '@portal/shared/languages';
import type { BrandSettings } from '@portal/shared/settings';
import { systemStatusSchema } from '@portal/shared/contracts/system';
import type { ContentRepo } from '../content/content.repo.ts';
import { presentCustomerService, presentResource } from '../content/content.presenter.ts';
import type { ServiceLineBox } from '../content/service-line-box.ts';
import { ok } from '../../platform/envelope.ts';
import {
  presentSharedStatus,
  presentVisitorStatus,
  VISITOR_STATUS_FIELDS,
  type VisitorStatusFields,
} from './system.presenter.ts';
import type { VisitorStatus } from './system.service.ts';

export const STATUS_URL = '/wps/system/status';
export const statusResponseSchema = envelopeOf(systemStatusSchema);

type Field = keyof typeof systemStatusSchema.shape;
type VisitorField = (typeof VISITOR_STATUS_FIELDS)[number];
/**
 * The answer as finished JSON around the visitor's fields: `texts[0]`, the first field's value,
 * `texts[1]`, and so on (`texts` has one more entry than `fields`).
 */
interface Template {
  texts: string[];
  fields: VisitorField[];
}

const isVisitorField = (key: string): key is VisitorField => (VISITOR_STATUS_FIELDS as readonly string[]).includes(key);

/** Encodes like the route serializer (fastify-type-provider-zod): a value its schema refuses is a 500. */
function encode(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeEncode(value);
  if (result.error) throw new ResponseSerializationError('GET', STATUS_URL, { cause: result.error });
  return JSON.stringify(result.data);
}

/**
 * The JSON body of GET /wps/system/status, byte for byte what the zod response serializer writes.
 * It is the hottest call (every page load asks it), and all but four of its fields depend only on
 * the settings snapshot and the language: those are read (resources and customer service rows),
 * checked against the contract and turned into JSON once per snapshot and language; per request
 * only the visitor's fields (status, location, maintenance, region restriction) are written, from
 * the typed presenter.
 * The settings service hands out a new snapshot whenever its cache reloads (a change here, a change
 * announced on the bus, or the TTL), so the rows are exactly as fresh as the settings; whoever edits
 * them later invalidates the settings cache.
 */
export function createStatusResponse(
  repo: Pick<ContentRepo, 'resources' | 'customerService'>,
  lines: Pick<ServiceLineBox, 'sealed' | 'seal'>,
) {
  const envelope = encode(statusResponseSchema, ok(null))!;
  const [envelopeHead, envelopeTail] = envelope.split('"value":null');
  if (envelopeTail === undefined) throw new Error(`unexpected envelope ${envelope}`);

  let snapshot: {
    settings: BrandSettings;
    rows: Promise<[Awaited<ReturnType<ContentRepo['resources']>>, Awaited<ReturnType<ContentRepo['customerService']>>]>;
    templates: Map<Language, Promise<Template>>;
    ready: Map<Language, Template>;
  } | null = null;

  const buildTemplate = async (
    settings: BrandSettings,
    language: Language,
    rows: NonNullable<typeof snapshot>['rows'],
  ) => {
    const [resources, customerService] = await rows;
    const shared: Record<string, unknown> = presentSharedStatus(
      settings,
      resources.map((row) => presentResource(row, language)),
      await Promise.all(
        customerService.map(async (row) =>
          presentCustomerService(row, language, lines.sealed(row) ? await lines.seal(row) : null),
        ),
      ),
    );
    const texts: string[] = [];
    const fields: VisitorField[] = [];
    let text = `${envelopeHead}"value":{`;
    for (const [key, schema] of Object.entries(systemStatusSchema.shape) as [Field, z.ZodType][]) {
      const json = isVisitorField(key) ? '' : encode(schema, shared[key]);
      if (json === undefined) continue;
      if (!text.endsWith('{')) text += ',';
      text += `${JSON.stringify(key)}:${json}`;
      if (isVisitorField(key)) {
        texts.push(text);
        fields.push(key);
        text = '';
      }
    }
    texts.push(`${text}}${envelopeTail}`);
    return { texts, fields };
  };

  const templateFor = (settings: BrandSettings, language: Language): Promise<Template> => {
    if (snapshot?.settings !== settings) {
      const current = {
        settings,
        rows: Promise.all([repo.resources(), repo.customerService()]),
        templates: new Map<Language, Promise<Template>>(),
        ready: new Map<Language, Template>(),
      };
      snapshot = current;
    }
    const current = snapshot;
    let template = current.templates.get(language);
    if (!template) {
      template = buildTemplate(settings, language, current.rows);
      current.templates.set(language, template);
      // A failed read or check is not kept: the next request tries again.
      template.then(
        (built) => void current.ready.set(language, built),
        () => {
          if (snapshot === current) snapshot = null;
        },
      );
    }
    return template;
  };

  const fill = (template: Template, settings: BrandSettings, visitor: VisitorStatus): string => {
    // Typed by the schema at compile time and built by the presenter in schema key order, so
    // plain JSON equals what the zod serializer writes (status-response.test.ts holds it to that).
    const values: VisitorStatusFields = presentVisitorStatus(settings, visitor);
    const { texts, fields } = template;
    let body = texts[0]!;
    for (let i = 0; i < fields.length; i++) body += JSON.stringify(values[fields[i]!]) + texts[i + 1]!;
    return body;
  };

  /** Synchronous once the snapshot's template for the language is built: the hot path awaits nothing. */
  return (settings: BrandSettings, language: Language, visitor: VisitorStatus): string | Promise<string> => {
    const ready = snapshot?.settings === settings ? snapshot.ready.get(language) : undefined;
    if (ready) return fill(ready, settings, visitor);
    return templateFor(settings, language).then((template) => fill(template, settings, visitor));
  };
}
