import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser, shoot } from './browser';
import { ensurePlayerUiBuilt, startLivePlatform, type LivePlatform } from './livePlatform';
import { signInAsDemoPlayer } from './demoSignIn';

const missing = browserMissing();
if (missing) console.warn(`SKIPPED offerings UI in a browser: ${missing}`);
const shots = join(import.meta.dirname, '.artifacts');

/**
 * Spec section 1 "Players also book ... classes, packs, memberships, lockers, meets and tournaments,
 * and pay for them" (docs/bookings.md "Player screens"): on a phone, a demo player opens the Marina
 * turf, enrols in a class batch, registers for the Beach 5K (a missing required answer is shown
 * first), pays both in one order through the test gateway and sees the enrolment and the bib.
 */
describe.skipIf(missing !== null)('offerings in a real browser (Debian chromium, headless)', () => {
  let live: LivePlatform;
  let browser: Browser;

  beforeAll(async () => {
    ensurePlayerUiBuilt();
    live = await startLivePlatform();
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await live?.close();
  });

  it('enrols in a class batch and registers for a meet at 375 px, pays, and the order shows both', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const shot = (name: string, width = 375) => shoot(page, { path: join(shots, `offerings-${width}-${name}.png`), fullPage: true });
    try {
      await signInAsDemoPlayer(page, live.base, 2);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book' }).click();
      await page.getByRole('link', { name: 'See slots at Marina Turf Arena' }).click();

      // Classes: the weekend batch (the inactive summer camp takes nobody).
      const tabs = page.getByRole('tablist', { name: 'What this venue offers' });
      await tabs.getByRole('tab', { name: 'Classes' }).click();
      const coaching = page.getByRole('region', { name: 'Junior Football Coaching' });
      await coaching.getByText('Not taking students').waitFor();
      expect(await coaching.innerText()).toMatch(/₹2,950 per student \(₹2,500 \+ GST 18%\)/);
      expect(await coaching.getByRole('radio', { name: /Summer camp/ }).isDisabled()).toBe(true);
      await coaching.getByRole('radio', { name: /Sat\/Sun 7 am/ }).check();
      await shot('classes');
      await coaching.getByRole('button', { name: 'Add to cart' }).click();
      await coaching.getByRole('button', { name: 'Update cart' }).waitFor();

      // Passes & memberships: packs, lockers and the venue's membership plan, each with its validity.
      await tabs.getByRole('tab', { name: 'Passes & memberships' }).click();
      await page
        .getByRole('region', { name: 'Turf regulars' })
        .getByText('Membership · Quarterly · valid 3 months from purchase')
        .waitFor();
      expect(await page.getByRole('region', { name: 'Kit lockers' }).innerText()).toContain('₹590 per locker, incl. GST 18%');
      await shot('passes');

      // Events: the Beach 5K asks its required fields before it goes in the cart.
      await tabs.getByRole('tab', { name: 'Events' }).click();
      const run = page.getByRole('region', { name: 'Marina Beach 5K' });
      await run.getByRole('button', { name: 'Add to cart' }).click();
      await run.getByText('T-shirt size is required.').waitFor();
      expect(await run.getByLabel('T-shirt size').getAttribute('aria-invalid')).toBe('true');
      await shot('meet-missing-answer');
      await run.getByLabel('T-shirt size').selectOption('L');
      await run.getByLabel('Emergency contact').fill('Ravi +91 98000 00007');
      // The card's fields are a finger high (44 px), as its selects are; they were 40.5 px.
      for (const field of [run.getByRole('spinbutton', { name: 'Participants' }), run.getByLabel('Emergency contact')]) {
        expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await run.getByRole('button', { name: 'Add to cart' }).click();
      await run.getByRole('button', { name: 'Update cart' }).waitFor();
      // A team entry for the cup: five players for now, its required team name.
      const cup = page.getByRole('region', { name: 'Monsoon 5-a-side Cup' });
      await cup.getByLabel('Players in your team').selectOption('5');
      await cup.getByLabel('Team name').fill('Besant Strikers');
      await cup.getByRole('button', { name: 'Add to cart' }).click();
      await cup.getByRole('button', { name: 'Update cart' }).waitFor();

      // The cart in words, then CreateOrder and the test gateway.
      await page.getByRole('link', { name: 'Go to cart' }).click();
      const lines = page.getByLabel('Cart items');
      await lines.getByText('Junior Football Coaching').waitFor();
      expect(await lines.innerText()).toMatch(/Sat\/Sun 7 am · Sat, Sun · 07:00–08:30 from \w{3} \d{1,2} \w{3} · Monthly · 1 student/);
      expect(await lines.innerText()).toContain('T-shirt size: L');
      // The team grows in the cart: one more player (the entry's price stays), and more than the cup allows is refused beside the field.
      const players = lines.getByRole('spinbutton', { name: 'Players in your team' });
      await lines.getByRole('button', { name: 'More players in your team' }).click();
      await lines.getByText(/Team of 6 · Team name: Besant Strikers/).waitFor();
      await players.fill('9');
      await lines.getByText('A team has 1 to 8 players.').waitFor();
      expect(await players.getAttribute('aria-invalid')).toBe('true');
      await shot('cart-team-error');
      await players.fill('6');
      await lines.getByText('A team has 1 to 8 players.').waitFor({ state: 'detached' });
      await shot('cart');
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      await page.getByLabel('Payment succeeds').check();
      await page.getByRole('button', { name: /^Pay ₹[\d,.]+$/ }).click();
      await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: 'View order' }).click();

      // The order: the enrolment with its validity, the runner's bib from 1001.
      const items = page.getByLabel('Order items');
      await items.getByText(/^Enrolled/).waitFor({ timeout: 30_000 });
      await items.getByText(/Bib 10\d\d/).waitFor({ timeout: 30_000 });
      expect(await items.innerText()).toMatch(
        /Junior Football Coaching · Sat\/Sun 7 am[\s\S]*Class · \w{3} \d{1,2} \w{3} · 07:00 · 1 student · Monthly[\s\S]*Enrolled · Valid \w{3} \d{1,2} \w{3} – \w{3} \d{1,2} \w{3}/,
      );
      expect(await items.innerText()).toMatch(/Marina Beach 5K\nMeet · \w{3} \d{1,2} \w{3} · 06:00 · 1 participant\nBib 10\d\d/);
      // The registration answers under the questions the forms asked, not by field id.
      const runAnswers = items.getByLabel('Your answers for Marina Beach 5K');
      expect(
        (await runAnswers.innerText())
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      ).toEqual(['T-shirt size', 'L', 'Emergency contact', 'Ravi +91 98000 00007']);
      expect(await items.getByLabel('Your answers for Monsoon 5-a-side Cup').innerText()).toMatch(/Team name\s+Besant Strikers/);
      expect(await items.innerText()).toMatch(/Tournament · .* · Team of 6/);
      await shot('order');
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot('order', 1280);
    } catch (error) {
      await shot('failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 150_000);
});
