import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface LabelledRow {
  key: string;
  /** The row's label: its header cell, which screen readers announce before the value. */
  label: ReactNode;
  value: ReactNode;
}

interface LabelledTableProps {
  /** Column headings: the labels', then the values'. */
  headings: [ReactNode, ReactNode];
  rows: LabelledRow[];
  caption: ReactNode;
  /** A caption shown as the table's title bar; otherwise it is for screen readers only. */
  captionVisible?: boolean;
  /** A closing row, such as a total. */
  footer?: Omit<LabelledRow, 'key'>;
  /** Values aligned to the end (figures) rather than the start (text). */
  valuesAtEnd?: boolean;
  headingTone?: 'primary' | 'secondary';
  className?: string;
  tableClassName?: string;
  rowClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
}

/**
 * A two-column table of labelled values, in the site's one style: the fees, the monthly living
 * costs and the Summer School's day. Each row's label is its header cell, so both columns read
 * in pairs in either direction.
 */
export function LabelledTable({
  headings,
  rows,
  caption,
  captionVisible = false,
  footer,
  valuesAtEnd = false,
  headingTone = 'primary',
  className,
  tableClassName,
  rowClassName,
  labelClassName = 'font-medium',
  valueClassName,
}: LabelledTableProps) {
  const valueAlign = valuesAtEnd ? 'text-end' : undefined;
  return (
    <div className={cn('overflow-x-auto rounded-xl border bg-card shadow-sm', className)}>
      <table className={cn('w-full text-start text-sm sm:text-base', tableClassName)}>
        <caption
          className={
            captionVisible ? 'bg-primary px-4 py-3 text-start font-semibold text-primary-foreground' : 'sr-only'
          }
        >
          {caption}
        </caption>
        <thead
          className={
            headingTone === 'primary' ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground'
          }
        >
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {headings[0]}
            </th>
            <th scope="col" className={cn('px-4 py-3 font-semibold', valueAlign)}>
              {headings[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={cn('border-t', rowClassName)}>
              <th scope="row" className={cn('px-4 py-3', labelClassName)}>
                {row.label}
              </th>
              <td className={cn('px-4 py-3', valueAlign, valueClassName)}>{row.value}</td>
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr className="border-t-2 border-primary bg-muted">
              <th scope="row" className="px-4 py-3 font-bold text-primary">
                {footer.label}
              </th>
              <td className={cn('px-4 py-3 font-bold text-primary', valueAlign, valueClassName)}>{footer.value}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
