import { expect, test, type Locator, type Page } from '@playwright/test';
import { applicantSpacePath } from '../../../domain/applicant-paths';
import { localeOfPath, localizedPath, locales, type Locale } from '../../../domain/locale';
import { indexedRoutes, routeText } from '../../../web/src/config/routes';
import { islandsHydrated } from '../../support/e2e/islands';

/**
 * The header's menus are <details> disclosures: every link is in the
 * prerendered HTML and a menu opens without a script. A menu is found by its `data-menu`;
 * its <summary> is the control a visitor presses (it has no ARIA role of its own, so it is
 * found by tag, and its open state is the <details>' `open` attribute).
 */
interface Disclosure {
  details: Locator;
  summary: Locator;
}

function disclosure(details: Locator): Disclosure {
  return { details, summary: details.locator(':scope > summary') };
}

const desktopMenu = (page: Page, id: string) =>
  disclosure(page.locator(`[data-island="desktop-nav"] details[data-menu="${id}"]`));
const mobileMenu = (page: Page) => disclosure(page.locator('details[data-menu="mobile"]'));
const mobileSection = (page: Page, id: string) => disclosure(page.locator(`#mobile-menu details[data-menu="${id}"]`));

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 800 };

const label = (path: Parameters<typeof routeText>[0], locale: Locale) => routeText(path, locale).label;

/** The way into the applicant's space, and the sign-in it opens on (/applicant, /ar/applicant). */
const MY_APPLICATION: Record<Locale, string> = { en: 'My application', ar: 'طلبي' };
const APPLICANT_SIGN_IN: Record<Locale, { heading: string; address: string }> = {
  en: { heading: 'Your application space', address: 'The e-mail address you applied with' },
  ar: { heading: 'مساحة طلبك', address: 'عنوان البريد الإلكتروني الذي قدّمت به طلبك' },
};
/** The language switch is named in the language it leads to. */
const LANGUAGE_SWITCH: Record<Locale, string> = { en: 'العربية', ar: 'English' };

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('a menu opens on hover and its link navigates', async ({ page }) => {
    await page.goto('/');
    // One synthetic hover is one pointer event; a hand keeps moving, and opens it once hydrated.
    await islandsHydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const courses = desktopMenu(page, 'courses');
    await courses.summary.hover();
    await expect(courses.details).toHaveAttribute('open', '');
    const aLevel = nav.getByRole('link', { name: 'A-Level' });
    await expect(aLevel).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Course Fees' })).toHaveAttribute('href', '/international-fees');
    await aLevel.click();
    await expect(page).toHaveURL('/courses/a-level');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A-Level Courses');
  });

  test('menus work from the keyboard alone, and Escape closes one', async ({ page }) => {
    await page.goto('/');
    await islandsHydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const academy = desktopMenu(page, 'academy');
    await academy.summary.focus();
    await page.keyboard.press('Enter');
    await expect(academy.details).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(academy.details).not.toHaveAttribute('open');
    await expect(academy.summary).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
  });

  test('one menu is open at a time, and a click outside closes it', async ({ page }) => {
    await page.goto('/news');
    await islandsHydrated(page);
    const academy = desktopMenu(page, 'academy');
    const academic = desktopMenu(page, 'academic');
    await academy.summary.click();
    await expect(academy.details).toHaveAttribute('open', '');
    await academic.summary.click();
    await expect(academic.details).toHaveAttribute('open', '');
    await expect(academy.details).not.toHaveAttribute('open');
    // The heading's top-left corner: beside the header's brand, clear of the open menu below it.
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 2, y: 2 } });
    await expect(academic.details).not.toHaveAttribute('open');
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

  for (const locale of locales) {
    for (const width of [1024, DESKTOP.width]) {
      test(`${locale} at ${width} px: "${MY_APPLICATION[locale]}" in the header leads to the applicant's sign-in in the same language`, async ({
        page,
      }) => {
        await page.setViewportSize({ ...DESKTOP, width });
        await page.goto(localizedPath('/courses', locale));
        const link = page.getByRole('banner').getByRole('link', { name: MY_APPLICATION[locale], exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', applicantSpacePath(locale));
        await link.click();
        await expect(page).toHaveURL(applicantSpacePath(locale));
        await expect(page.getByRole('heading', { level: 1, name: APPLICANT_SIGN_IN[locale].heading })).toBeVisible();
        await expect(page.getByLabel(APPLICANT_SIGN_IN[locale].address)).toBeVisible();
        // The space marks where the visitor is.
        await expect(
          page.getByRole('banner').getByRole('link', { name: MY_APPLICATION[locale], exact: true }),
        ).toHaveAttribute('aria-current', 'page');
      });
    }
  }

  test('the Arabic header reads right to left, in Arabic, and links to Arabic pages', async ({ page }) => {
    await page.goto('/ar/visa');
    await islandsHydrated(page);
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(nav).toBeVisible();
    await expect(header.getByRole('link', { name: label('/apply', 'ar') })).toHaveAttribute('href', '/ar/apply');
    // The staff screens are English only: the Arabic Login button leads to the same /auth.
    await expect(header.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: '029 2018 0123' })).toHaveAttribute('dir', 'ltr');
    // The academy's name at the inline start: on the right.
    const home = (await header.locator('a[href="/ar"]').boundingBox())!;
    const navBox = (await nav.boundingBox())!;
    expect(home.x).toBeGreaterThan(navBox.x);
    const courses = desktopMenu(page, 'courses');
    await courses.summary.click();
    const aLevel = nav.getByRole('link', { name: 'A-Level' });
    await expect(aLevel).toHaveAttribute('href', '/ar/courses/a-level');
    await expect(aLevel).toBeVisible();
    // The open menu hangs from its summary's right-hand (inline start) edge.
    const summaryBox = (await courses.summary.boundingBox())!;
    const panelBox = (await courses.details.locator(':scope > div').boundingBox())!;
    expect(Math.abs(panelBox.x + panelBox.width - (summaryBox.x + summaryBox.width))).toBeLessThanOrEqual(1);
    await aLevel.click();
    await expect(page).toHaveURL('/ar/courses/a-level');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('mobile header at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('the accordion keeps one section open and choosing a link closes the menu', async ({ page }) => {
    await page.goto('/');
    const menu = mobileMenu(page);
    await menu.summary.click();
    await expect(menu.details).toHaveAttribute('open', '');
    const panel = page.locator('#mobile-menu');
    const academy = mobileSection(page, 'academy');
    const academic = mobileSection(page, 'academic');
    await academy.summary.click();
    await expect(academy.details).toHaveAttribute('open', '');
    await expect(panel.getByRole('link', { name: "Principal's Message" })).toBeVisible();
    await academic.summary.click();
    await expect(academic.details).toHaveAttribute('open', '');
    await expect(academy.details).not.toHaveAttribute('open');
    await expect(panel.getByRole('link', { name: "Principal's Message" })).toBeHidden();
    await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();
    await panel.getByRole('link', { name: 'Term Dates' }).click();
    await expect(page).toHaveURL('/term-dates');
    await expect(panel).toBeHidden();
    await expect(mobileMenu(page).details).not.toHaveAttribute('open');
  });

  for (const locale of locales) {
    test(`${locale}: "${MY_APPLICATION[locale]}" is in the menu, not the top strip, and leads to the applicant's sign-in`, async ({
      page,
    }) => {
      await page.goto(localizedPath('/about', locale));
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: MY_APPLICATION[locale], exact: true })).toBeHidden();
      await mobileMenu(page).summary.click();
      const link = page.locator('#mobile-menu').getByRole('link', { name: MY_APPLICATION[locale], exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(applicantSpacePath(locale));
      await expect(page.getByRole('heading', { level: 1, name: APPLICANT_SIGN_IN[locale].heading })).toBeVisible();
      await expect(page.getByLabel(APPLICANT_SIGN_IN[locale].address)).toBeVisible();
    });

    test(`${locale}: the top strip keeps the language link on its first line`, async ({ page }) => {
      await page.goto(localizedPath('/', locale));
      const header = page.getByRole('banner');
      const phone = (await header.getByRole('link', { name: '029 2018 0123' }).boundingBox())!;
      const language = (await header.getByRole('link', { name: LANGUAGE_SWITCH[locale], exact: true }).boundingBox())!;
      // The two boxes share a line: each one's middle is within the other's height.
      expect(language.y + language.height / 2).toBeGreaterThan(phone.y);
      expect(language.y + language.height / 2).toBeLessThan(phone.y + phone.height);
      expect(phone.y + phone.height / 2).toBeGreaterThan(language.y);
      expect(phone.y + phone.height / 2).toBeLessThan(language.y + language.height);
    });
  }

  test('a tap on the menu before its code has loaded opens it', async ({ page }) => {
    // No idle time: the island hydrates only because the visitor reaches for it.
    await page.addInitScript(() => (window.requestIdleCallback = () => 0));
    await page.goto('/about');
    const island = page.locator('[data-island="mobile-nav"]');
    await expect(island).not.toHaveAttribute('data-hydrated');
    const menu = mobileMenu(page);
    await menu.summary.click();
    await expect(menu.details).toHaveAttribute('open', '');
    await expect(mobileSection(page, 'courses').summary).toBeVisible();
    await expect(island).toHaveAttribute('data-hydrated');
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/news');
    const menu = mobileMenu(page);
    await menu.summary.click();
    await expect(mobileSection(page, 'courses').summary).toBeVisible();
    // Escape is the script's: without it the menu closes from its button.
    await expect(page.locator('[data-island="mobile-nav"]')).toHaveAttribute('data-hydrated');
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(menu.details).not.toHaveAttribute('open');
    await expect(menu.summary).toBeFocused();
  });

  test('nothing is wider than the screen at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/', '/apply', '/international-fees', '/the-city', '/ar', '/ar/international-fees']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
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
    await page.setViewportSize(DESKTOP);
    await page.goto('/courses');
    const admin = page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true });
    await expect(admin).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('the mobile menu reads Admin Dashboard', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/courses');
    await mobileMenu(page).summary.click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});

test.describe('English / Arabic switch', () => {
  for (const [path, viewport] of [
    ['/about', MOBILE],
    ['/about', DESKTOP],
    ['/courses/a-level', MOBILE],
    ['/courses/a-level', DESKTOP],
  ] as const) {
    test(`at ${viewport.width} px on ${path} it opens the same page in Arabic, and the Arabic page's switch leads back`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const toArabic = page.getByRole('banner').getByRole('link', { name: 'العربية', exact: true });
      await expect(toArabic).toHaveAttribute('href', `/ar${path}`);
      await expect(toArabic).toHaveAttribute('hreflang', 'ar');
      await expect(toArabic).toHaveAttribute('lang', 'ar');
      await toArabic.click();
      await expect(page).toHaveURL(`/ar${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeText(path, 'ar').title);

      const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
      await expect(toEnglish).toHaveAttribute('href', path);
      await expect(toEnglish).toHaveAttribute('hreflang', 'en');
      await expect(toEnglish).toHaveAttribute('lang', 'en');
      await toEnglish.click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeText(path, 'en').title);
    });
  }

  test('the staff sign-in page is English only and offers no switch', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'العربية' })).toHaveCount(0);
    await expect(page.locator('a[hreflang]')).toHaveCount(0);
  });

  test('no page asks another origin for anything: no translation widget in either language', async ({
    page,
    baseURL,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/about', '/ar', '/ar/about']) {
        await page.goto(path);
        await islandsHydrated(page);
      }
    }
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await islandsHydrated(page);
    expect(requested.filter((url) => /translate|google|gstatic/.test(url))).toEqual([]);
    expect(
      requested.filter((url) => !url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:')),
    ).toEqual([]);
    await expect(page.locator('script[src*="translate"], #google_translate_element')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const home of ['/', '/ar'] as const) {
    test(`${home}: the prerendered header and footer link every public page and the applicant's space, and each link answers`, async ({
      page,
      request,
    }) => {
      const locale = localeOfPath(home);
      await page.goto(home);
      const hrefs = await page
        .getByRole('banner')
        .or(page.getByRole('contentinfo'))
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      // Every page a visitor may find; a manage page is reached only by its private link.
      for (const route of indexedRoutes) {
        const href = localizedPath(route.path, locale);
        expect(hrefs, `${route.path} from ${home}`).toContain(href);
        expect((await request.get(href)).status(), href).toBe(200);
      }
      // "My application", in the strip and in the menu.
      expect(hrefs.filter((href) => href === applicantSpacePath(locale))).toHaveLength(2);
    });
  }

  for (const locale of ['en', 'ar'] as const) {
    test(`${locale}: the desktop menus open, one at a time, and their links work`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(localizedPath('/', locale));
      const nav = page.locator('[data-island="desktop-nav"] nav');
      const checks = [
        { menu: 'academy', path: '/alumni' },
        { menu: 'academic', path: '/exam-results' },
        { menu: 'courses', path: '/international-fees' },
      ] as const;
      for (const { menu, path } of checks) {
        const link = nav.getByRole('link', { name: label(path, locale), exact: true });
        await expect(link).toBeHidden();
        const { details, summary } = desktopMenu(page, menu);
        await summary.click();
        await expect(details).toHaveAttribute('open', '');
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', localizedPath(path, locale));
      }
      await expect(desktopMenu(page, 'academy').details).not.toHaveAttribute('open');
      await nav.getByRole('link', { name: label('/international-fees', locale), exact: true }).click();
      await expect(page).toHaveURL(localizedPath('/international-fees', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeText('/international-fees', locale).title);
    });

    test(`${locale}: the mobile menu opens, one section at a time, and its links work`, async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await page.goto(localizedPath('/', locale));
      const menu = mobileMenu(page);
      await menu.summary.click();
      await expect(menu.details).toHaveAttribute('open', '');
      const panel = page.locator('#mobile-menu');
      const academy = mobileSection(page, 'academy');
      await academy.summary.click();
      const principal = panel.getByRole('link', { name: label('/principal-message', locale), exact: true });
      await expect(principal).toBeVisible();
      await mobileSection(page, 'academic').summary.click();
      await expect(academy.details).not.toHaveAttribute('open');
      await expect(principal).toBeHidden();
      await panel.getByRole('link', { name: label('/extra-curricular', locale), exact: true }).click();
      await expect(page).toHaveURL(localizedPath('/extra-curricular', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeText('/extra-curricular', locale).title);
    });
  }

  test('the language switch is a plain link', async ({ page }) => {
    await page.goto('/courses/a-level');
    await page.getByRole('banner').getByRole('link', { name: 'العربية', exact: true }).click();
    await expect(page).toHaveURL('/ar/courses/a-level');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL('/courses/a-level');
  });
});
