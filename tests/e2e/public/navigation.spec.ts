import { expect, test } from '@playwright/test';
import { islandsHydrated } from '../../support/e2e/islands';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a menu opens on hover and its link navigates', async ({ page }) => {
    await page.goto('/');
    // One synthetic hover is one pointer event; a hand keeps moving, and opens it once hydrated.
    await islandsHydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Courses' }).hover();
    const aLevel = nav.getByRole('link', { name: 'A-Level' });
    await expect(aLevel).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Course Fees' })).toHaveAttribute('href', '/international-fees');
    await aLevel.click();
    await expect(page).toHaveURL('/courses/a-level');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A-Level Courses');
  });

  test('menus work from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await islandsHydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'The Academy' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
  });

  test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
    await page.goto('/courses');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('Login leads to /auth and Apply Now to /apply', async ({ page }) => {
    await page.goto('/visa');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
    await expect(header.getByRole('link', { name: '029 2018 0123' })).toBeVisible();
  });
});

test.describe('mobile header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the accordion keeps one section open and choosing a link closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    const academy = menu.getByRole('button', { name: 'The Academy' });
    const academic = menu.getByRole('button', { name: 'Academic' });
    await academy.click();
    await expect(academy).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Principal\'s Message' })).toBeVisible();
    await academic.click();
    await expect(academic).toHaveAttribute('aria-expanded', 'true');
    await expect(academy).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Principal\'s Message' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await menu.getByRole('link', { name: 'Term Dates' }).click();
    await expect(page).toHaveURL('/term-dates');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on the menu before its code has loaded opens it once it has', async ({ page }) => {
    // No idle time: the island hydrates only because the visitor reaches for it.
    await page.addInitScript(() => (window.requestIdleCallback = () => 0));
    await page.goto('/about');
    const island = page.locator('[data-island="mobile-nav"]');
    await expect(island).not.toHaveAttribute('data-hydrated');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(island).toHaveAttribute('data-hydrated');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Courses' })).toBeVisible();
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/news');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Courses' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('nothing is wider than the screen at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/', '/apply', '/international-fees', '/the-city']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('signed-in visitor', () => {
  // auth.me answering with a user, as it does after sign-in (batched tRPC response shape).
  test.beforeEach(async ({ page }) => {
    await page.route('**/trpc/auth.me**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([{ result: { data: { id: 'user-1', email: 'staff@example.com', isAdmin: true } } }]),
      }),
    );
  });

  test('the desktop header reads Admin and leads to /admin', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/courses');
    const admin = page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true });
    await expect(admin).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('the mobile menu reads Admin Dashboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/courses');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });
});

test.describe('English / Arabic switch', () => {
  const widget = 'https://translate.google.com/**';

  test('without the translation service, a short notice shows and the page stays English', async ({ page }) => {
    await page.route(widget, (route) => route.abort());
    await page.goto('/about');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.getByText('Arabic translation is not available right now')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('with the widget, Arabic sets lang and dir after it loads, and English restores them', async ({ page }) => {
    let requested = 0;
    // A stand-in for the third-party widget: the same global API and language select.
    await page.route(widget, (route) => {
      requested += 1;
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { translate: { TranslateElement: function (options, id) {
          var select = document.createElement('select'); select.className = 'goog-te-combo';
          ['', 'ar', 'en'].forEach(function (v) { var o = document.createElement('option'); o.value = v; select.appendChild(o); });
          document.getElementById(id).appendChild(select);
        } } };
        window.__academyTranslateInit();`,
      });
    });
    await page.goto('/about');
    expect(requested).toBe(0);
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(requested).toBe(1);
    await expect(page.locator('select.goog-te-combo')).toHaveValue('ar');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
