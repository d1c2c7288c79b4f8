// "Customer dashboard usable" (ARCHITECTURE.md §8): in a fresh Chromium context (cold cache) the
// login page is opened and left to settle, the form filled and sent; the figure is the time from the form's submit
// event until the dashboard's first order card is on screen and takes a click (no spinner over it, nothing on top
// of it). Both instants are taken inside the page (performance.now), so the bench's own round trips do not count.
// BENCH_WATERFALL=1 also prints every request made after the submit, with its start and end from the submit.

const RUNS = 3;
export const USABLE_TARGET_MS = 1500;

/** In the page: ms from the submit to the first usable order card, or null while it is not usable yet. */
function usableSinceSubmit() {
  const submittedAt = window.__benchSubmitAt;
  if (submittedAt === undefined || location.pathname !== '/dashboard') return null;
  if (document.querySelector('.ant-spin-spinning, .shell-spinner')) return null;
  const card = document.querySelector('[data-area="mf_customer"] [role="article"]');
  if (!card) return null;
  const box = card.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || box.top >= innerHeight) return null;
  const x = box.left + box.width / 2;
  const y = Math.min(box.top + box.height / 2, (box.top + innerHeight) / 2);
  const hit = document.elementFromPoint(x, y);
  if (!hit || !card.contains(hit)) return null;
  return performance.now() - submittedAt;
}

async function once(browser, base, credentials, waterfall) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const requests = [];
  if (waterfall)
    page.on('requestfinished', (req) => {
      const t = req.timing();
      requests.push({ url: req.url(), start: t.startTime, end: t.startTime + t.responseEnd });
    });
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('ایمیل').fill(credentials.email);
  await page.getByLabel('رمز عبور').fill(credentials.password);
  await page.evaluate(() =>
    document.addEventListener('submit', () => (window.__benchSubmitAt = performance.now()), {
      capture: true,
      once: true,
    }),
  );
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  const ms = await (
    await page.waitForFunction(usableSinceSubmit, null, { polling: 'raf', timeout: 30_000 })
  ).jsonValue();
  if (waterfall) {
    const submitEpoch = await page.evaluate(() => performance.timeOrigin + window.__benchSubmitAt);
    console.log(`\nRequests after the submit (ms from the submit; usable at ${ms.toFixed(0)}):`);
    for (const r of requests.filter((q) => q.start >= submitEpoch - 1).sort((a, b) => a.start - b.start))
      console.log(
        `  ${String(Math.round(r.start - submitEpoch)).padStart(5)} → ${String(Math.round(r.end - submitEpoch)).padStart(5)}  ${new URL(r.url).pathname}`,
      );
  }
  await context.close();
  return ms;
}

/** Signs in RUNS times, each in a new context; returns the figures in ms, in the order measured. */
export async function measureSignIn(browser, base, credentials) {
  const waterfall = process.env.BENCH_WATERFALL === '1';
  const runs = [];
  for (let i = 0; i < RUNS; i++)
    runs.push(await once(browser, base, credentials, waterfall && i === RUNS - 1));
  return runs;
}
