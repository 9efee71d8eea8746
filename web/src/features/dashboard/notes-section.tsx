import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { DetailSection } from './detail-section';
import { formatDateTime } from '@/lib/format-date';
import type { SubmissionRef } from './format';
import { errorMessage } from '@/lib/trpc-error';
import { dashboardMessages as messages } from './dashboard.messages';

interface Note {
  id: string;
  authorEmail: string;
  body: string;
  createdAt: string;
}

/** Internal notes: visible to admins only, never e-mailed. */
export function NotesSection({
  submission,
  notes,
  onAdded,
}: {
  submission: SubmissionRef;
  notes: readonly Note[];
  onAdded: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const add = trpc.admin.addNote.useMutation({
    onSuccess: () => {
      setBody('');
      onAdded();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.notes.notSaved)),
  });

  return (
    <DetailSection title={messages.notes.title}>
      {notes.length > 0 && (
        <ul className="mb-4 space-y-3" data-testid="notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-muted/60 p-3 text-sm">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {note.authorEmail} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (body.trim()) add.mutate({ type: submission.type, id: submission.id, body });
        }}
      >
        <Label htmlFor={id}>{messages.notes.add}</Label>
        <Textarea
          id={id}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={3}
          maxLength={5000}
          placeholder={messages.notes.placeholder}
        />
        <Button type="submit" size="sm" disabled={add.isPending || !body.trim()}>
          {add.isPending ? messages.saving : messages.notes.save}
        </Button>
      </form>
    </DetailSection>
  );
}
