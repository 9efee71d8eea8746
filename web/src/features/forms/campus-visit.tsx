import { Button } from '@/components/ui/button';

type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

/**
 * "Book a Campus Visit" and the contact form are separate islands; this is how the button
 * reaches the form. A request made before the form is hydrated waits for it.
 */
export function requestCampusVisit(): void {
  if (listeners.size === 0) requested = true;
  listeners.forEach((listener) => listener());
}

/** For the contact form: calls `listener` on every request, and at once for one that waited. */
export function onCampusVisitRequest(listener: Listener): () => void {
  listeners.add(listener);
  if (requested) {
    requested = false;
    listener();
  }
  return () => listeners.delete(listener);
}

/** "Book a Campus Visit": its label is the page's content in the page's language, a prop of its island. */
export function CampusVisitButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="accent" className="mt-4 focus-visible:outline-white" onClick={requestCampusVisit}>
      {label}
    </Button>
  );
}
