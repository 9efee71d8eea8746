import { Download, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@domain/application-status';
import { DOCUMENT_PROGRESS, type DocumentProgress } from '@domain/document-progress';
import { dashboardMessages as messages } from './dashboard.messages';

interface ListToolbarProps {
  label: string;
  onSearch: (search: string) => void;
  status?: ApplicationStatus | '';
  onStatus?: (status: ApplicationStatus | '') => void;
  documents?: DocumentProgress | '';
  onDocuments?: (documents: DocumentProgress | '') => void;
  /** "CAS overdue": past 8 working days without a CAS (decision 136). */
  cas?: CasListFilter | '';
  onCas?: (cas: CasListFilter | '') => void;
  /** The CSV download of what is filtered (export-link.ts). */
  exportHref: string;
}

export type CasListFilter = 'overdue';

/** Search (debounced), optional status, documents and CAS filters, and export of exactly what is filtered. */
export function ListToolbar({
  label,
  onSearch,
  status,
  onStatus,
  documents,
  onDocuments,
  cas,
  onCas,
  exportHref,
}: ListToolbarProps) {
  const ids = { search: useId(), status: useId(), documents: useId(), cas: useId() };
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={ids.search}>{messages.lists.search(label)}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={ids.search}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={messages.lists.searchPlaceholder}
            className="ps-9"
            autoComplete="off"
          />
        </div>
      </div>
      {onStatus && (
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor={ids.status}>{messages.lists.status}</Label>
          <NativeSelect
            id={ids.status}
            value={status}
            onChange={(event) => onStatus(event.target.value as ApplicationStatus | '')}
          >
            <option value="">{messages.lists.allStatuses}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {onDocuments && (
        <div className="space-y-1.5 sm:w-56">
          <Label htmlFor={ids.documents}>{messages.lists.documents}</Label>
          <NativeSelect
            id={ids.documents}
            value={documents}
            onChange={(event) => onDocuments(event.target.value as DocumentProgress | '')}
          >
            <option value="">{messages.lists.allDocuments}</option>
            {DOCUMENT_PROGRESS.map((value) => (
              <option key={value} value={value}>
                {messages.lists.documentProgress[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {onCas && (
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor={ids.cas}>{messages.lists.cas}</Label>
          <NativeSelect id={ids.cas} value={cas} onChange={(event) => onCas(event.target.value as CasListFilter | '')}>
            <option value="">{messages.lists.allCas}</option>
            <option value="overdue">{messages.lists.casOverdue}</option>
          </NativeSelect>
        </div>
      )}
      <ButtonLink variant="outline" href={exportHref}>
        <Download aria-hidden="true" />
        {messages.lists.exportCsv}
      </ButtonLink>
    </div>
  );
}
