import type { Kysely } from 'kysely';
import { checkContent, type ContentPage } from '@portal/shared/contracts/content-admin';
import { FieldIssue } from '@portal/shared/errors';
import type { Language } from '@portal/shared/languages';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/app-error.ts';
import { createContentAdminRepo, type ListFilter } from './content-admin.repo.ts';
import type { ContentKindSpec } from './content-kinds.ts';

type Spec<Row extends { id: number; position: number }, Input, Dto, Values> = ContentKindSpec<Row, Input, Dto, Values>;

/** What a change did, for the audit log: the record before and after. */
export interface ContentChange<Dto> {
  value: Dto;
  subject: string;
  before: unknown;
  after: unknown;
}

export const CSV_MAX_ROWS = 100_000;

/**
 * The content team's edits of banners, announcements, help articles, customer-service entries,
 * download resources and domains: each checked whole (cross-field rules, the brand's default language written),
 * positioned, and announced through `changed` once committed so every instance drops its cache.
 */
export function createContentAdminService(deps: {
  db: Kysely<DB>;
  defaultLanguage: () => Promise<Language>;
  changed: () => Promise<void>;
}) {
  const readRepo = createContentAdminRepo(deps.db);

  function check<Row extends { id: number; position: number }, Input, Dto, Values>(
    spec: Spec<Row, Input, Dto, Values>,
    candidate: unknown,
    language: Language,
  ): Input {
    const checked = checkContent(spec.kind, spec.schema, candidate, language);
    if (checked.data === null) throw new AppError('VALIDATION_FAILED', { value: { fields: checked.fields } });
    return checked.data;
  }

  async function found<Row extends { id: number; position: number }, Input, Dto, Values>(
    spec: Spec<Row, Input, Dto, Values>,
    trx: Kysely<DB>,
    id: number,
  ): Promise<Row> {
    const row = await spec.repo(createContentAdminRepo(trx)).find(id);
    if (!row) throw new AppError('NOT_FOUND', { value: { id } });
    return row;
  }

  /** The work in one transaction; a clash with one of the kind's unique indexes is the field's issue. */
  async function committed<T>(work: (trx: Kysely<DB>) => Promise<T>, uniques: Record<string, string> = {}): Promise<T> {
    let result: T;
    try {
      result = await inTransaction(deps.db, work);
    } catch (error) {
      const field = uniques[uniqueViolation(error) ?? ''];
      if (field) throw new AppError('CONFLICT', { value: { fields: { [field]: FieldIssue.ALREADY_TAKEN } } });
      throw error;
    }
    await deps.changed();
    return result;
  }

  return {
    async list<Row extends { id: number; position: number }, Input, Dto, Values>(
      spec: Spec<Row, Input, Dto, Values>,
      filter: ListFilter,
      page: number,
      pageSize: number,
    ): Promise<ContentPage<Dto>> {
      const { rows, total } = await spec.repo(readRepo).page(filter, page, pageSize);
      return { items: rows.map((row) => spec.present(row)), page, pageSize, total };
    },

    async get<Row extends { id: number; position: number }, Input, Dto, Values>(
      spec: Spec<Row, Input, Dto, Values>,
      id: number,
    ): Promise<Dto> {
      return spec.present(await found(spec, deps.db, id));
    },

    async create<Row extends { id: number; position: number }, Input, Dto, Values>(
      spec: Spec<Row, Input, Dto, Values>,
      body: Input,
    ): Promise<ContentChange<Dto>> {
      const input = check(spec, body, await deps.defaultLanguage());
      const row = await committed(async (trx) => {
        const repo = createContentAdminRepo(trx);
        const given = (input as { position?: number }).position;
        const position = given ?? (await repo.nextPosition(spec.table, spec.scopeOf(input)));
        return spec.repo(repo).insert(spec.toValues(input, position));
      }, spec.uniques);
      const value = spec.present(row);
      return { value, subject: `${spec.subject}:${row.id}`, before: null, after: value };
    },

    async update<Row extends { id: number; position: number }, Input, Dto, Values>(
      spec: Spec<Row, Input, Dto, Values>,
      id: number,
      patch: Partial<Input>,
    ): Promise<ContentChange<Dto>> {
      const language = await deps.defaultLanguage();
      const { before, row } = await committed(async (trx) => {
        const repo = createContentAdminRepo(trx);
        const current = await found(spec, trx, id);
        const input = check(spec, { ...spec.toInput(current), ...patch }, language);
        const given = (patch as { position?: number }).position;
        const scope = spec.scopeOf(input);
        // Moved to another group or category without a place: it goes last there.
        const position =
          given ??
          (scope === spec.scopeOf(spec.toInput(current))
            ? current.position
            : await repo.nextPosition(spec.table, scope));
        return { before: current, row: await spec.repo(repo).update(id, spec.toValues(input, position)) };
      }, spec.uniques);
      const value = spec.present(row);
      return { value, subject: `${spec.subject}:${id}`, before: spec.present(before), after: value };
    },

    async remove<Row extends { id: number; position: number }, Input, Dto, Values>(
      spec: Spec<Row, Input, Dto, Values>,
      id: number,
    ): Promise<ContentChange<Dto>> {
      const row = await committed(async (trx) => {
        const current = await found(spec, trx, id);
        await spec.repo(createContentAdminRepo(trx)).remove(id);
        return current;
      });
      const value = spec.present(row);
      return { value, subject: `${spec.subject}:${id}`, before: value, after: null };
    },

    /** One place up or down among the entries shown with it; at either end nothing moves. */
    async move<Row extends { id: number; position: number }, Input, Dto, Values>(
      spec: Spec<Row, Input, Dto, Values>,
      id: number,
      direction: 'up' | 'down',
    ): Promise<ContentChange<Dto>> {
      const { row, positions } = await committed(async (trx) => {
        const repo = createContentAdminRepo(trx);
        const current = await found(spec, trx, id);
        const positions = await repo.move(spec.table, spec.scopeOf(spec.toInput(current)), id, direction);
        return { row: (await spec.repo(repo).find(id))!, positions };
      });
      return {
        value: spec.present(row),
        subject: `${spec.subject}:${id}`,
        before: { direction, positions: positions.before },
        after: { direction, positions: positions.after },
      };
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
