import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { NEWS_IMAGE_UPLOAD_PATH, newsImagePath, NEWS_IMAGE_WIDTHS } from '@domain/news-images';
import type { BilingualText, NewsArticle } from '@domain/site-content';
import { contentMessages as messages } from './content.messages';

type Image = NonNullable<NewsArticle['image']>;

/** Sends the file to the server, which checks its type from its bytes and resizes it (decision 129). */
async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const response = await fetch(NEWS_IMAGE_UPLOAD_PATH, { method: 'POST', body: form, credentials: 'same-origin' });
  const answer = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!response.ok || !answer.id) throw new Error(answer.message ?? messages.notSaved);
  return answer.id;
}

/** An article's optional image: uploaded, shown as the page will show it, described in both languages. */
export function NewsImageField({
  index,
  image,
  onChange,
  altField,
}: {
  index: number;
  image: Image | null;
  onChange: (image: Image | null) => void;
  altField: (alt: BilingualText, setAlt: (alt: BilingualText) => void) => ReactNode;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const src = image ? (image.ref.startsWith('builtin:') ? null : newsImagePath(image.ref, NEWS_IMAGE_WIDTHS[0])) : null;
  return (
    <div className="space-y-3" data-testid={`article-${index + 1}-image`}>
      <div className="space-y-1">
        <Label htmlFor={id}>{messages.news.image}</Label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          disabled={uploading}
          className="block text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setUploading(true);
            uploadImage(file)
              .then((ref) => {
                onChange({ ref, alt: image?.alt ?? { en: '', ar: '' } });
                void notify('success', messages.news.uploaded);
              })
              .catch((error: unknown) => notify('error', error instanceof Error ? error.message : messages.notSaved))
              .finally(() => setUploading(false));
          }}
        />
        {uploading && <p className="text-sm text-muted-foreground">{messages.news.uploading}</p>}
      </div>
      {image && (
        <>
          {src && <img src={src} alt={image.alt.en} width={240} height={135} className="rounded-md border" />}
          {altField(image.alt, (alt) => onChange({ ...image, alt }))}
          <Button type="button" size="sm" variant="outline" onClick={() => onChange(null)}>
            {messages.news.removeImage}
          </Button>
        </>
      )}
    </div>
  );
}
