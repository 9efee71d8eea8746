// @vitest-environment jsdom
/**
 * What a visitor types into an island before and during its hydration is entered again after
 * it (the browser suite, tests/e2e/public/forms.spec.ts, sends a form typed before its code).
 */
import { beforeEach, expect, it } from 'vitest';
import { retype, watchTypingUntilHydrated } from './typing-before-hydration';

let island: HTMLElement;
const control = <T extends HTMLElement>(name: string) => island.querySelector<T>(`[name="${name}"]`)!;

/** As a person's typing arrives: the value changes, then an input (or change) event bubbles. */
function type(name: string, value: string) {
  const field = control<HTMLInputElement>(name);
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** What hydration does to the form: every control back to the page's HTML. */
function resetToHtml() {
  for (const field of island.querySelectorAll<HTMLInputElement>('input, textarea')) {
    if (field.type === 'checkbox' || field.type === 'radio') field.checked = field.defaultChecked;
    else if (field.type !== 'file') field.value = field.defaultValue;
  }
  for (const select of island.querySelectorAll('select')) select.selectedIndex = 0;
}

beforeEach(() => {
  document.body.innerHTML = `<div data-island="form">
    <input name="firstName" value="">
    <textarea name="message"></textarea>
    <select name="programme"><option value="">Choose</option><option value="a-level">A-Level</option></select>
    <input name="consent" type="checkbox">
    <input name="level" type="radio" value="beginner" checked><input name="level" type="radio" value="advanced">
    <input name="passport" type="file">
  </div>`;
  island = document.querySelector('[data-island]')!;
});

it('keeps what was typed before the watching began and what was typed while it lasted, the latest last', () => {
  type('firstName', 'Am');
  control<HTMLSelectElement>('programme').value = 'a-level';
  control<HTMLInputElement>('consent').checked = true;
  const stop = watchTypingUntilHydrated(island);
  type('firstName', 'Amira');
  type('message', 'Typed while the form hydrated');
  island.querySelector<HTMLInputElement>('[value="advanced"]')!.click();
  const typed = stop();

  expect([...typed].map(([field, value]) => [field.getAttribute('name'), value])).toEqual([
    ['programme', 'a-level'],
    ['consent', true],
    ['firstName', 'Amira'],
    ['message', 'Typed while the form hydrated'],
    ['level', true],
  ]);
  expect([...typed.keys()].at(-1)).toBe(island.querySelector('[value="advanced"]'));
});

it("stops watching when asked: typing after hydration is the form's own", () => {
  const stop = watchTypingUntilHydrated(island);
  const typed = stop();
  type('firstName', 'After');
  expect(typed.size).toBe(0);
});

it('enters each change again after hydration reset the controls, as events the form hears', () => {
  const stop = watchTypingUntilHydrated(island);
  type('firstName', 'Amira');
  type('programme', 'a-level');
  control<HTMLInputElement>('consent').click();
  island.querySelector<HTMLInputElement>('[value="advanced"]')!.click();
  const typed = stop();
  resetToHtml();

  const heard: string[] = [];
  island.addEventListener('input', (event) => heard.push(`input ${(event.target as HTMLInputElement).name}`));
  island.addEventListener('change', (event) => heard.push(`change ${(event.target as HTMLInputElement).name}`));
  retype(typed);

  expect(control<HTMLInputElement>('firstName').value).toBe('Amira');
  expect(control<HTMLSelectElement>('programme').value).toBe('a-level');
  expect(control<HTMLInputElement>('consent').checked).toBe(true);
  expect(island.querySelector<HTMLInputElement>('[value="advanced"]')!.checked).toBe(true);
  expect(heard).toEqual(
    expect.arrayContaining(['input firstName', 'change programme', 'change consent', 'change level']),
  );
});

it('leaves a file input alone: only a person can choose a file', () => {
  const stop = watchTypingUntilHydrated(island);
  control<HTMLInputElement>('passport').dispatchEvent(new Event('change', { bubbles: true }));
  expect([...stop().keys()]).toEqual([]);
});
