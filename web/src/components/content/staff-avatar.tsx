import { User } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A staff member's photo, or a drawn placeholder when there is none; `alt` describes the photo. */
export function StaffAvatar({ alt, photo, size }: { alt: string; photo?: string; size: 'lg' | 'md' }) {
  const box = size === 'lg' ? 'size-20' : 'size-16';
  if (photo) {
    return (
      <img
        src={photo}
        alt={alt}
        width={80}
        height={80}
        loading="lazy"
        className={cn(box, 'shrink-0 rounded-full object-cover')}
      />
    );
  }
  return (
    <span className={cn(box, 'flex shrink-0 items-center justify-center rounded-full bg-secondary text-primary')}>
      <User aria-hidden="true" className={size === 'lg' ? 'size-10' : 'size-8'} />
    </span>
  );
}
