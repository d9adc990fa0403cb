import type { ListPage, ListQuery } from '@pfm/shared';
import type { z } from 'zod';
import type { ConstraintMessage } from '../db/constraints.ts';
import type { Db } from '../db/database.ts';

/** The operations every master offers; `Key` is its code (G001) or numeric id. */
export interface MasterService<Row, Input, Sort extends string, Key> {
  list(db: Db, query: ListQuery<Sort>): Promise<ListPage<Row>>;
  get(db: Db, key: Key): Promise<Row>;
  create(db: Db, input: Input): Promise<Row>;
  update(db: Db, key: Key, input: Input): Promise<Row>;
  remove(db: Db, key: Key): Promise<void>;
}

export interface MasterDefinition<Row, Schema extends z.ZodType, Sort extends string, Key> {
  /** Collection path from the shared `apiPaths`, e.g. `/api/godowns`. */
  path: string;
  /** The record in words, for "There is no such godown." */
  noun: string;
  /** Whether records are addressed by code (`/godowns/G001`) or by number (`/rates/7`). */
  key: Key extends string ? 'code' : 'id';
  input: Schema;
  /** A record as the API answers it. */
  row: z.ZodType<Row>;
  sorts: readonly [Sort, ...Sort[]];
  service: MasterService<Row, z.infer<Schema>, Sort, Key>;
  /** Unique, foreign-key and check constraints by name, as a safety net behind the service's checks. */
  constraints?: Record<string, ConstraintMessage>;
}
