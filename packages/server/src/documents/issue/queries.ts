import type { Issue, IssueListQuery } from '@pfm/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { by, containing, type ListSource, listPage } from '../../db/list.ts';
import { documents, farmers, farms, godowns, issues, items } from '../../db/schema.ts';
import { documentOrder, documentPeriod } from '../common.ts';

export const issueColumns = {
  code: documents.code,
  date: documents.date,
  status: documents.status,
  farmCode: issues.farmCode,
  farmName: farms.name,
  farmerCode: issues.farmerCode,
  farmerName: farmers.name,
  batchCode: issues.batchCode,
  itemCode: issues.itemCode,
  itemName: items.name,
  category: items.category,
  unit: items.unit,
  godownCode: issues.godownCode,
  godownName: godowns.name,
  quantityMilli: issues.quantityMilli,
  ratePaise: issues.ratePaise,
  amountPaise: issues.amountPaise,
  rateBasis: issues.rateBasis,
};

export const issueRows = (db: Db) =>
  db
    .select(issueColumns)
    .from(issues)
    .innerJoin(documents, eq(documents.id, issues.documentId))
    .innerJoin(farms, eq(farms.code, issues.farmCode))
    .innerJoin(farmers, eq(farmers.code, issues.farmerCode))
    .innerJoin(items, eq(items.code, issues.itemCode))
    .innerJoin(godowns, eq(godowns.code, issues.godownCode));

const where = (query: IssueListQuery): SQL | undefined => {
  const text = query.q ? containing(query.q) : undefined;
  return and(
    text
      ? sql`(${documents.code} ilike ${text} or ${farms.name} ilike ${text} or ${farmers.name} ilike ${text} or ${items.name} ilike ${text} or ${issues.batchCode} ilike ${text})`
      : undefined,
    documentPeriod(query),
    query.farm ? eq(issues.farmCode, query.farm) : undefined,
    query.item ? eq(issues.itemCode, query.item) : undefined,
    query.godown ? eq(issues.godownCode, query.godown) : undefined,
    query.batch ? eq(issues.batchCode, query.batch) : undefined,
  );
};

/** The issues a list query matches, in the list's order: a page of them or every one. */
export function issueList(db: Db, query: IssueListQuery): ListSource<Issue> {
  const condition = where(query);
  return {
    table: issues,
    where: condition,
    matching: () =>
      db
        .select({ one: sql`1` })
        .from(issues)
        .innerJoin(documents, eq(documents.id, issues.documentId))
        .innerJoin(farms, eq(farms.code, issues.farmCode))
        .innerJoin(farmers, eq(farmers.code, issues.farmerCode))
        .innerJoin(items, eq(items.code, issues.itemCode))
        .where(condition)
        .$dynamic(),
    rows: (limit, offset) =>
      issueRows(db)
        .where(condition)
        .orderBy(
          ...documentOrder(query, {
            farm: by(farms.name),
            item: by(items.name),
            amount: by(issues.amountPaise),
          }),
        )
        .limit(limit)
        .offset(offset),
  };
}

export const listIssues = (db: Db, query: IssueListQuery) =>
  listPage(db, { query, ...issueList(db, query) });
