// @vitest-environment jsdom
/**
 * The header's menus once their islands have hydrated over the prerendered <details> (the
 * browser suite, tests/e2e/public/navigation.spec.ts, proves them with and without JavaScript).
 * jsdom toggles <details> on a summary click but knows no exclusive `name`, so the island's own
 * one-at-a-time rule is what these see.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { LocaleProvider } from '@/lib/locale';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
/** Lets the browser's queued toggle events and React's updates run. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

async function hydrated(element: ReactElement): Promise<HTMLElement> {
  const host = document.createElement('div');
  host.innerHTML = renderToString(element);
  document.body.append(host);
  const errors: unknown[] = [];
  await act(async () => void hydrateRoot(host, element, { onRecoverableError: (error) => errors.push(error) }));
  expect(errors, 'hydration mismatches').toEqual([]);
  return host;
}

it('desktop: one menu open at a time, Escape closes it and returns focus, a press outside closes it', async () => {
  const host = await hydrated(
    <LocaleProvider locale="ar">
      <DesktopNav currentPath="/ar/about" />
    </LocaleProvider>,
  );
  const academy = host.querySelector<HTMLDetailsElement>('details[data-menu="academy"]')!;
  const courses = host.querySelector<HTMLDetailsElement>('details[data-menu="courses"]')!;
  academy.querySelector('summary')!.click();
  await tick();
  expect(academy.open).toBe(true);
  expect(host.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/ar/about');
  courses.querySelector('summary')!.click();
  await tick();
  expect(courses.open).toBe(true);
  expect(academy.open).toBe(false);
  courses.querySelector('a')!.focus();
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await tick();
  expect(courses.open).toBe(false);
  expect(document.activeElement).toBe(courses.querySelector('summary'));
  courses.querySelector('summary')!.click();
  await tick();
  expect(courses.open).toBe(true);
  document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  await tick();
  expect(courses.open).toBe(false);
  host.remove();
});

it('mobile: one section open at a time, Escape closes the menu, choosing a link closes it', async () => {
  const host = await hydrated(
    <LocaleProvider locale="en">
      <MobileNav currentPath="/about" />
    </LocaleProvider>,
  );
  const menu = host.querySelector<HTMLDetailsElement>('details[data-menu="mobile"]')!;
  menu.querySelector('summary')!.click();
  await tick();
  expect(menu.open).toBe(true);
  const sections = [...menu.querySelectorAll<HTMLDetailsElement>('details[data-menu]')];
  expect(sections.map((section) => section.dataset.menu)).toEqual(['academy', 'academic', 'courses']);
  sections[0]!.querySelector('summary')!.click();
  await tick();
  sections[1]!.querySelector('summary')!.click();
  await tick();
  expect(sections.map((section) => section.open)).toEqual([false, true, false]);
  expect(menu.open).toBe(true);
  menu.querySelector('summary')!.focus();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await tick();
  expect(menu.open).toBe(false);
  menu.querySelector('summary')!.click();
  await tick();
  const link = sections[1]!.querySelector('a')!;
  // jsdom does not navigate; the page would unload here.
  link.addEventListener('click', (event) => event.preventDefault());
  link.click();
  await tick();
  expect(menu.open).toBe(false);
  expect(menu.querySelector('a[href="/auth"]')?.textContent).toContain('Login');
  host.remove();
});
