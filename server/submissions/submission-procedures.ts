import { z } from 'zod';
import { recordAudit } from '../../core/audit/audit-log';
import { HONEYPOT_FIELD, type HoneypotField } from '../../domain/public-form-fields';
import { PAGE_SIZE } from '../admissions/list-cursor';
import { listSubmissions, type MoreListColumns } from '../admissions/list-submissions';
import { submissionDetail, type MoreDetail } from '../admissions/submission-detail';
import type { AnySubmissionKind, SubmissionFilters } from '../admissions/submission-kind';
import { adminProcedure } from '../trpc/init';
import { cursorField, idInput, isoDate, pageOutput, submissionExtrasOutput } from '../admissions/admin-schemas';

type StoredFieldOutput<Field extends z.core.$ZodType> =
  null extends z.output<Field> ? z.ZodNullable<z.ZodString> : z.ZodString;
type StoredFieldsOutput<Shape extends z.ZodRawShape> = {
  [Field in Exclude<keyof Shape, HoneypotField>]: StoredFieldOutput<Shape[Field]>;
};

/**
 * A form's fields as the admin API returns them once stored: text, or null where the form lets
 * the field be left out (its schema accepts a missing value). Choices are their stored values.
 */
export function storedFieldsOutput<Shape extends z.ZodRawShape>(form: z.ZodObject<Shape>): StoredFieldsOutput<Shape> {
  const fields = Object.entries(form.shape)
    .filter(([name]) => name !== HONEYPOT_FIELD)
    .map(([name, field]) => [name, z.safeParse(field, undefined).success ? z.string().nullable() : z.string()]);
  return Object.fromEntries(fields) as StoredFieldsOutput<Shape>;
}

function pickShape<Shape extends z.ZodRawShape, Name extends keyof Shape & string>(
  shape: Shape,
  names: readonly Name[],
): Pick<Shape, Name> {
  return Object.fromEntries(names.map((name) => [name, shape[name]])) as Pick<Shape, Name>;
}

/**
 * The outputs of a kind's list item and detail: `fields` holds every column the kind shows
 * (in camelCase), the list and the detail pick theirs, `more` is what the kind's detail
 * adds (see submissionDetail) and `moreList` what its list items add (see listSubmissions).
 */
export function submissionOutputs<
  Fields extends z.ZodRawShape,
  ListName extends keyof Fields & string,
  DetailName extends keyof Fields & string,
  More extends z.ZodRawShape = Record<never, never>,
  MoreList extends z.ZodRawShape = Record<never, never>,
>(
  fields: Fields,
  names: { list: readonly ListName[]; detail: readonly DetailName[] },
  more?: More,
  moreList?: MoreList,
) {
  return {
    listItem: z.object({
      id: z.string(),
      createdAt: isoDate,
      ...pickShape(fields, names.list),
      isNew: z.boolean(),
      emailFailed: z.boolean(),
      ...(moreList as MoreList),
    }),
    detail: z.object({
      id: z.string(),
      createdAt: isoDate,
      ...pickShape(fields, names.detail),
      ...(more as More),
      ...submissionExtrasOutput,
    }),
  };
}

/**
 * A kind's `list` and `detail` procedures, typed by the outputs given. Reading a detail is
 * recorded in the audit log as submission.opened.
 */
export function submissionProcedures<
  FilterShape extends z.ZodRawShape,
  ListItem extends z.ZodObject,
  DetailShape extends z.ZodRawShape,
>(
  kind: AnySubmissionKind,
  api: {
    filters: z.ZodObject<FilterShape>;
    listItem: ListItem;
    detail: z.ZodObject<DetailShape>;
    moreDetail?: MoreDetail;
    moreListColumns?: MoreListColumns;
  },
) {
  const listOutput = pageOutput(api.listItem);
  const detailOutput = z.object(api.detail.shape);
  return {
    list: adminProcedure
      .input(z.object({ ...api.filters.shape, cursor: cursorField }))
      .output(listOutput)
      .query(async ({ ctx, input }) => {
        const { cursor, ...filters } = input as SubmissionFilters & { cursor?: string | null };
        // The output was built from this kind's columns, which are what the query selects; tRPC checks it.
        return (await listSubmissions(
          ctx.db,
          kind,
          filters,
          cursor ?? null,
          PAGE_SIZE,
          api.moreListColumns,
        )) as z.input<typeof listOutput>;
      }),

    detail: adminProcedure
      .input(idInput)
      .output(detailOutput)
      .query(async ({ ctx, input }) => {
        const detail = await submissionDetail(ctx.db, kind, input.id, api.moreDetail);
        await recordAudit(ctx.db, {
          actor: ctx.user,
          action: 'submission.opened',
          subject: { type: kind.type, id: input.id },
          ip: ctx.ip,
        });
        // Typed by the output, which tRPC checks at run time (see the list above); TS cannot relate a generic zod shape to it.
        return detail as never;
      }),
  };
}
