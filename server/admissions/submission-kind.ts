import type { Expression, Selectable } from 'kysely';
import type { Database, SubmissionType } from '../../db/types';
import type { SubmissionTable } from '../../domain/submission-kinds';

export type { SubmissionTable };
export type SubmissionRow<Table extends SubmissionTable> = Selectable<Database[Table]>;
export type SubmissionColumn<Table extends SubmissionTable> = keyof SubmissionRow<Table> & string;

/** One CSV column: its header and, where the stored value is not what staff should read, how to show it. */
export interface CsvColumn<Value> {
  header: string;
  show?: (value: NonNullable<Value>) => string;
}

/**
 * One kind of submission as the staff lists, details and exports see it. Everything generic
 * (list-submissions.ts, submission-detail.ts, export-csv.ts, the admin routers and the CSV
 * route) reads the kind from here; the kinds differ only in what this describes.
 */
export interface SubmissionKind<
  Table extends SubmissionTable = SubmissionTable,
  ListColumn extends SubmissionColumn<Table> = SubmissionColumn<Table>,
  DetailColumn extends SubmissionColumn<Table> = SubmissionColumn<Table>,
  FilterName extends string = string,
> {
  /** Its name in submission_openings, submission_notes and the audit log. */
  type: SubmissionType;
  table: Table;
  /** What the list shows of each row, besides its id, time, "new" and "e-mail failed" marks. */
  listColumns: readonly ListColumn[];
  /** What the detail shows, besides the id and time: every form field and the workflow's columns. */
  detailColumns: readonly DetailColumn[];
  /**
   * Searched as one text, joined with spaces. The trigram indexes (migration 0004) index exactly
   * this expression, so changing the list needs a migration to keep the search fast.
   */
  searchColumns: readonly SubmissionColumn<Table>[];
  /** The list's filters besides the search: each keeps the rows whose column equals its value. */
  filterColumns: Readonly<Record<FilterName, SubmissionColumn<Table>>>;
  /** Filters that are no column's value: each keeps the rows its condition (on the table aliased `s`) holds for. */
  filterConditions?: Readonly<Record<string, FilterCondition>>;
  /**
   * The export's columns after "Submitted at", in file order: the detail's columns and the id,
   * each named, so a field added to the form cannot be left out of the export unnoticed.
   */
  csvColumns: {
    readonly [Column in DetailColumn | 'id']: CsvColumn<SubmissionRow<Table>[Column & SubmissionColumn<Table>]>;
  };
  /** What the detail says when the submission has gone (erased, or a stale link). */
  notFoundMessage: string;
  /** The export's file name before its date: `<exportFileName>-2026-11-23.csv`. */
  exportFileName: string;
}

/** Any kind as the generic code reads it: its column names as plain text. */
export interface AnySubmissionKind {
  type: SubmissionType;
  table: SubmissionTable;
  listColumns: readonly string[];
  detailColumns: readonly string[];
  searchColumns: readonly string[];
  filterColumns: Readonly<Record<string, string>>;
  filterConditions?: Readonly<Record<string, FilterCondition>>;
  csvColumns: Readonly<Record<string, CsvColumn<never>>>;
  notFoundMessage: string;
  exportFileName: string;
}

/** A filter's condition for its (validated) value, on the kind's table aliased `s` (submission-query.ts). */
export type FilterCondition = (value: string) => Expression<boolean>;

/** A list's filters: the search and the kind's own (validated by the router's input schema). */
export type SubmissionFilters = { search?: string | null } & Readonly<Record<string, string | null | undefined>>;

/** Checks a kind's description and keeps its exact column and filter names for the generic code's types. */
export function defineSubmissionKind<
  Table extends SubmissionTable,
  const ListColumn extends SubmissionColumn<Table>,
  const DetailColumn extends SubmissionColumn<Table>,
  const FilterName extends string = never,
>(
  kind: SubmissionKind<Table, ListColumn, DetailColumn, FilterName>,
): SubmissionKind<Table, ListColumn, DetailColumn, FilterName> {
  return kind;
}
