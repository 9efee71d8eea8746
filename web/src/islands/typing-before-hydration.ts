type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Entry = string | boolean;

/**
 * What a visitor typed or chose in an island before it was hydrated: on a slow phone they may
 * start on the form at once, before its code has arrived, and go on typing while React hydrates
 * it in slices (a transition), between which the browser handles their keys. Hydration resets
 * the controls to the form's initial values, so each change is entered again afterwards, as
 * input events the form's code hears.
 *
 * Call it just before hydrating; the function it returns stops watching and answers the
 * changes, the latest last (so a radio group ends on the last choice).
 */
export function watchTypingUntilHydrated(island: HTMLElement): () => Map<FormControl, Entry> {
  const typed = changedSinceLoad(island);
  const record = (event: Event) => {
    if (!isFormControl(event.target)) return;
    typed.delete(event.target);
    typed.set(event.target, entryOf(event.target));
  };
  island.addEventListener('input', record, { capture: true });
  island.addEventListener('change', record, { capture: true });
  return () => {
    island.removeEventListener('input', record, { capture: true });
    island.removeEventListener('change', record, { capture: true });
    return typed;
  };
}

/** Enters each change again, so the hydrated form's own state holds it. */
export function retype(typed: Map<FormControl, Entry>): void {
  for (const [control, value] of typed) {
    if (typeof value === 'boolean') {
      if (control instanceof HTMLInputElement && control.checked !== value) control.click();
      continue;
    }
    // The prototype's setter, so React's record of the last value sees a change.
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** The controls whose value differs from the page's HTML: changed before the watching began. */
function changedSinceLoad(island: HTMLElement): Map<FormControl, Entry> {
  const changed = new Map<FormControl, Entry>();
  for (const control of island.querySelectorAll<FormControl>('input:not([type="file"]), textarea, select')) {
    if (control instanceof HTMLSelectElement) {
      const chosen = control.selectedOptions[0];
      if (chosen && !chosen.defaultSelected && control.value !== '') changed.set(control, control.value);
    } else if (isCheckable(control)) {
      if (control.checked !== control.defaultChecked) changed.set(control, control.checked);
    } else if (control.value !== control.defaultValue) {
      changed.set(control, control.value);
    }
  }
  return changed;
}

function entryOf(control: FormControl): Entry {
  return isCheckable(control) ? control.checked : control.value;
}

function isCheckable(control: FormControl): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/** A control whose value a script can set again: not a file input, which only a person can fill. */
function isFormControl(target: EventTarget | null): target is FormControl {
  if (target instanceof HTMLInputElement) return target.type !== 'file';
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}
