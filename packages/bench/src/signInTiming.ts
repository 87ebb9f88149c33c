// npm run bench:sign-in: the time from the click on "Sign in with Google" to the dashboard, through
// the popup, with the OpenID Connect server standing in for Google (panva's oidc-provider on
// loopback, a real code flow with PKCE, a signed ID token checked against its keys) and with the
// API's stand-in page, on the same machine in one run. Two portals side by side; the rounds
// alternate which goes first. Each sign-in is a new browser context (no cookies, no storage; the
// browser's process, and so its compiled code, is shared). The account is chosen as soon as the
// chooser shows it: no person's think time. Prints the figures; asserts nothing.
import {
  GOOGLE_ACCOUNTS,
  chooserLinkName,
  googleOptions,
  startGoogleProvider,
} from '@portal/e2e/googleSignIn';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portal/e2e/ports';
import { ensureBuilt, startPortal, type RunningPortal } from '@portal/launcher';
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { median, percentile } from './stats';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BASE_PORT = setting('BENCH_BASE_PORT', 4700);
const ROUNDS = setting('BENCH_SIGN_IN_ROUNDS', 10);
const ADMIN = 'admin@example.com';

const step = (text: string) => console.log(`-- ${text}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

interface Variant {
  name: string;
  portal: RunningPortal;
  /** The account's control in the popup's chooser. */
  account(popup: Page): Locator;
  times: number[];
}

/** One sign-in from /login in a new context: ms from the click to the dashboard's heading. */
async function timeSignIn(browser: Browser, variant: Variant): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${variant.portal.shellUrl}/login`);
    const button = page.getByRole('button', { name: 'Sign in with Google' });
    await button.waitFor();
    const popupOpened = page.waitForEvent('popup');
    const started = performance.now();
    await button.click();
    const popup = await popupOpened;
    await variant.account(popup).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const elapsed = performance.now() - started;
    if (!page.url().endsWith('/app'))
      throw new Error(`${variant.name}: signed in at ${page.url()}, not /app`);
    return elapsed;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

function summary({ name, times }: Variant): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${name.padEnd(36)} median ${ms(median(sorted))}, p95 ${ms(percentile(sorted, 95))}, min ${ms(sorted[0]!)}, max ${ms(sorted.at(-1)!)} (${sorted.length} sign-ins)`;
}

async function main(): Promise<void> {
  step('building what is not built');
  await ensureBuilt();
  const standInBase = BASE_PORT + 50;
  const googleBase = BASE_PORT + 60;
  const googleShellUrl = `http://localhost:${googleBase}`;
  step(
    `stand-in portal on ${standInBase}-${standInBase + 5}, Google portal on ${googleBase}-${googleBase + 5}`,
  );
  const provider = await startGoogleProvider(googleShellUrl);
  const portals: RunningPortal[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const start = async (basePort: number, google?: ReturnType<typeof googleOptions>) => {
      const portal = await startPortal({
        basePort,
        api: { dataDir: 'memory://', seedScale: 'small', ...(google && { google }) },
      });
      portals.push(portal);
      return portal;
    };
    const variants: Variant[] = [
      {
        name: 'OpenID Connect server (oidc-provider)',
        portal: await start(googleBase, googleOptions(provider.issuer)),
        account: (popup) => popup.getByRole('link', { name: chooserLinkName(GOOGLE_ACCOUNTS.admin) }),
        times: [],
      },
      {
        name: "the API's stand-in page",
        portal: await start(standInBase),
        account: (popup) =>
          popup.getByRole('button', { name: new RegExp(`(^|\\s)${ADMIN.replace(/[.@]/g, '\\$&')}(\\s|$)`) }),
        times: [],
      },
    ];
    step('one sign-in each to warm up (not counted; the Google one links the account)');
    for (const variant of variants) await timeSignIn(browser, variant);
    const loadBefore = load();
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) variant.times.push(await timeSignIn(browser, variant));
      step(
        `round ${round + 1}/${ROUNDS}: ${variants.map((v) => `${v.name} ${ms(v.times.at(-1)!)}`).join(', ')}`,
      );
    }
    console.log(
      `\nClick on "Sign in with Google" to the dashboard, ${ROUNDS} rounds alternating, ${CHROMIUM_PATH}:`,
    );
    for (const variant of variants) console.log(`  ${summary(variant)}`);
    const [google, standIn] = variants.map((variant) => median(variant.times));
    console.log(`  difference of the medians: ${ms(google! - standIn!)}`);
    console.log(
      `  machine: ${cpus().length} cores; load average (1, 5, 15 min) before ${loadBefore}, after ${load()}`,
    );
  } finally {
    await browser.close();
    for (const portal of portals) await portal.close();
    await provider.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
