/**
 * Preloaded with `node --require` (through NODE_OPTIONS) to run a build on
 * another day: `new Date()` and `Date.now()` read a clock moved by
 * CLOCK_SHIFT_DAYS days; a Date made from a value is left alone. Every Date
 * stays an ordinary Date (a proxy of the constructor, not a subclass), so
 * dates passed between threads or checked with `instanceof` behave as
 * always. The date test builds the site a second time this way, with
 * DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1 so pages render in this process (a
 * worker thread would not load this file).
 */
const days = Number(process.env.CLOCK_SHIFT_DAYS ?? 0);
if (!Number.isInteger(days)) throw new Error(`CLOCK_SHIFT_DAYS must be a whole number of days, not "${process.env.CLOCK_SHIFT_DAYS}"`);
const shift = days * 24 * 60 * 60 * 1000;
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);

RealDate.now = () => realNow() + shift;
const ShiftedDate = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [realNow() + shift] : args, newTarget);
  },
  apply() {
    return new RealDate(realNow() + shift).toString();
  },
});
// Enumerable, so the sandbox Docusaurus evaluates its server bundle in (which
// copies the enumerable globals) renders pages with this clock too.
Object.defineProperty(globalThis, 'Date', {value: ShiftedDate, writable: true, configurable: true, enumerable: true});
