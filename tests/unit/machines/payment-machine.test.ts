import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { OrderView, ProviderOrder } from '../../../engine/api/payment-calls';
import { isPackageChange, paymentMachine, shownOrderState, type PaymentError, type PaymentInput } from '../../../engine/machines/payment-machine';
import { itemAt } from '../present';

const second = 1000;
const day = 24 * 60 * 60 * second;
const t0 = Date.parse('2025-03-03T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: '20250303001',
    packageId: 'trade-pro',
    packageName: 'tradePro',
    termYears: 1,
    amountMinor: 129_900,
    currency: 'USD',
    method: 'paypal',
    state: 'awaiting-payment',
    createdAt: iso(t0),
    expiresAt: iso(t0 + 7 * day),
    ...overrides,
  };
}

const paid = (overrides: Partial<OrderView> = {}) => order({ state: 'paid', paidAt: iso(t0 + day), ...overrides });
const lapsed = (overrides: Partial<OrderView> = {}) => order({ state: 'invalid', invalidReason: 'reservation-expired', ...overrides });
const providerOrder: ProviderOrder = { providerOrderId: 'PP-5O190127TN364715T', approveUrl: 'https://paypal.example/checkoutnow?token=PP-5O190127TN364715T' };

/** An answer that makes the call throw, as the page does with an ApiResult failure. */
class Throws {
  constructor(readonly error: PaymentError | Error) {}
}
type Answer<T> = T | Throws | Promise<T>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function answering<T, I>(answers: Array<Answer<T>>, calls: I[], name: string) {
  return fromPromise<T, I>(async ({ input }) => {
    calls.push(input);
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`${name} called more often than the test expected`);
    if (answer instanceof Throws) throw answer.error;
    return answer;
  });
}

interface Script {
  loads: Array<Answer<OrderView>>;
  creates?: Array<Answer<ProviderOrder>>;
  captures?: Array<Answer<OrderView>>;
  input?: Partial<PaymentInput>;
  startAt?: number;
}

function start({ loads, creates = [], captures = [], input = {}, startAt = t0 }: Script) {
  const clock = new SimulatedClock();
  clock.set(startAt);
  const calls = { load: [] as Array<{ orderId: string }>, create: [] as Array<{ orderId: string }>, capture: [] as Array<{ orderId: string; providerOrderId: string }> };
  const goToApproval = vi.fn();
  const machine = paymentMachine.provide({
    actors: {
      loadOrder: answering(loads, calls.load, 'loadOrder'),
      createProviderOrder: answering(creates, calls.create, 'createProviderOrder'),
      capturePayment: answering(captures, calls.capture, 'capturePayment'),
    },
    actions: { goToApproval },
  });
  const actor = createActor(machine, { input: { orderId: '20250303001', now: () => clock.now(), ...input }, clock }).start();
  type State = Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0];
  const settle = (state: State) => waitFor(actor, (s) => s.matches(state));
  const is = (state: State) => actor.getSnapshot().matches(state);
  return { actor, clock, calls, goToApproval, settle, is };
}

describe('payment: loading the order decides where the page starts', () => {
  it('shows a payable PayPal order as ready, loaded by its id', async () => {
    const { actor, calls, settle } = start({ loads: [order()] });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settle('ready');
    expect(calls.load).toEqual([{ orderId: '20250303001' }]);
    expect(actor.getSnapshot().context.order).toEqual(order());
  });

  it('a paid order is paid, and the machine is done', async () => {
    const { actor, settle } = start({ loads: [paid()] });
    await settle('paid');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a paid order is paid even on a cancel return', async () => {
    const { settle } = start({ loads: [paid()], input: { returnedToken: 'PP-1', cancelled: true } });
    await settle('paid');
  });

  it('an order whose reservation ran out is expired (final)', async () => {
    const { actor, settle } = start({ loads: [lapsed()] });
    await settle('expired');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each(['upgraded', 'offline', 'repriced'] as const)('an order invalidated because the service was %s failed with that reason, and cannot be paid', async (reason) => {
    const { actor, calls, settle, is } = start({ loads: [order({ state: 'invalid', invalidReason: reason })] });
    await settle('failed');
    expect(actor.getSnapshot().context.failureReason).toBe(reason);
    actor.send({ type: 'PAY' });
    expect(is('failed')).toBe(true);
    expect(calls.create).toEqual([]);
  });

  it('is expired when this clock reaches expiresAt although the server still said awaiting payment', async () => {
    const { settle } = start({ loads: [order()], startAt: t0 + 7 * day });
    await settle('expired');
  });

  it('a bank transfer order awaits the funds', async () => {
    const { settle } = start({ loads: [order({ method: 'bank-transfer' })] });
    await settle('awaitingFunds');
  });

  it('an unknown order (30001) is not found, with the answer kept', async () => {
    const { actor, settle } = start({ loads: [new Throws({ code: 30001, message: 'No such order' })] });
    await settle('notFound');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.error).toEqual({ code: 30001, message: 'No such order' });
  });

  it('an id that is not an order number (10004 on field id) is not found either', async () => {
    const { settle } = start({ loads: [new Throws({ code: 10004, message: 'Invalid id', field: 'id' })] });
    await settle('notFound');
  });

  it('a 10004 about another field is a load failure, not a missing order', async () => {
    const { settle } = start({ loads: [new Throws({ code: 10004, message: 'Invalid lang', field: 'lang' })] });
    await settle('loadFailed');
  });

  it('network trouble while loading is loadFailed; RETRY loads again', async () => {
    const { actor, calls, settle } = start({ loads: [new Throws(new TypeError('Failed to fetch')), order()] });
    await settle('loadFailed');
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Failed to fetch' });
    actor.send({ type: 'RETRY' });
    await settle('ready');
    expect(calls.load).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('says clearly which call is missing when the page provides none', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(paymentMachine, { input: { orderId: '1', now: () => clock.now() }, clock }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toEqual({ message: 'loadOrder is not provided' });
  });
});

describe('payment: PayPal', () => {
  it('PAY creates one provider order and goes to its approval page, however often it is clicked', async () => {
    const created = deferred<ProviderOrder>();
    const { actor, calls, goToApproval, settle, is } = start({ loads: [order()], creates: [created.promise] });
    await settle('ready');
    actor.send({ type: 'PAY' });
    expect(is('creatingProviderOrder')).toBe(true);
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    created.resolve(providerOrder);
    await settle('awaitingApproval');
    expect(calls.create).toEqual([{ orderId: '20250303001' }]);
    expect(goToApproval).toHaveBeenCalledTimes(1);
    expect(itemAt(goToApproval.mock.calls, 0, 'call of goToApproval')[1]).toEqual({ approveUrl: providerOrder.approveUrl });
    expect(actor.getSnapshot().context.providerOrderId).toBe(providerOrder.providerOrderId);
  });

  it('returning with ?token= captures that provider order and ends paid', async () => {
    const { actor, calls, settle } = start({ loads: [order()], captures: [paid()], input: { returnedToken: 'PP-RETURNED' } });
    await settle('paid');
    expect(calls.capture).toEqual([{ orderId: '20250303001', providerOrderId: 'PP-RETURNED' }]);
    expect(actor.getSnapshot().context.order?.state).toBe('paid');
  });

  it('an expired order is not captured on return', async () => {
    const { calls, settle } = start({ loads: [lapsed()], input: { returnedToken: 'PP-RETURNED' } });
    await settle('expired');
    expect(calls.capture).toEqual([]);
  });

  it('a bank transfer order is never captured, whatever the address says', async () => {
    const { calls, settle } = start({ loads: [order({ method: 'bank-transfer' })], input: { returnedToken: 'PP-X' } });
    await settle('awaitingFunds');
    expect(calls.capture).toEqual([]);
  });

  it('APPROVED while awaiting approval captures that token; CANCELLED shows cancelled', async () => {
    const approving = start({ loads: [order()], creates: [providerOrder], captures: [paid()] });
    await approving.settle('ready');
    approving.actor.send({ type: 'PAY' });
    await approving.settle('awaitingApproval');
    approving.actor.send({ type: 'APPROVED', token: 'PP-APPROVED' });
    await approving.settle('paid');
    expect(approving.calls.capture).toEqual([{ orderId: '20250303001', providerOrderId: 'PP-APPROVED' }]);

    const cancelling = start({ loads: [order()], creates: [providerOrder] });
    await cancelling.settle('ready');
    cancelling.actor.send({ type: 'PAY' });
    await cancelling.settle('awaitingApproval');
    cancelling.actor.send({ type: 'CANCELLED' });
    expect(cancelling.is('cancelled')).toBe(true);
  });

  it('a cancel return shows cancelled; PAY tries again with a new provider order', async () => {
    const { actor, calls, goToApproval, settle } = start({ loads: [order()], creates: [providerOrder], input: { returnedToken: 'PP-OLD', cancelled: true } });
    await settle('cancelled');
    expect(calls.capture).toEqual([]);
    actor.send({ type: 'PAY' });
    await settle('awaitingApproval');
    expect(calls.create).toHaveLength(1);
    expect(goToApproval).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ returnedToken: undefined, cancelled: false });
  });

  it('a failed provider order call is failed with its message; PAY tries again, RETRY reloads', async () => {
    const { actor, calls, settle } = start({
      loads: [order(), order()],
      creates: [new Throws({ code: 60007, message: 'Interface exception' }), providerOrder],
    });
    await settle('ready');
    actor.send({ type: 'PAY' });
    await settle('failed');
    expect(actor.getSnapshot().context).toMatchObject({ error: { code: 60007, message: 'Interface exception' }, failureReason: 'call-failed' });
    actor.send({ type: 'PAY' });
    await settle('awaitingApproval');
    expect(calls.create).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeUndefined();

    const again = start({ loads: [order(), order()], creates: [new Throws(new TypeError('Failed to fetch'))] });
    await again.settle('ready');
    again.actor.send({ type: 'PAY' });
    await again.settle('failed');
    again.actor.send({ type: 'RETRY' });
    await again.settle('ready');
    expect(again.calls.load).toHaveLength(2);
    expect(again.actor.getSnapshot().context).toMatchObject({ error: undefined, failureReason: undefined });
  });

  it('a provider order refused as no longer valid (30002) reloads the order and shows why', async () => {
    const expiredCase = start({ loads: [order(), lapsed()], creates: [new Throws({ code: 30002, message: 'Order no longer valid' })] });
    await expiredCase.settle('ready');
    expiredCase.actor.send({ type: 'PAY' });
    await expiredCase.settle('expired');
    expect(expiredCase.calls.load).toHaveLength(2);

    const repricedCase = start({ loads: [order(), order({ state: 'invalid', invalidReason: 'repriced' })], creates: [new Throws({ code: 30002, message: 'Order no longer valid' })] });
    await repricedCase.settle('ready');
    repricedCase.actor.send({ type: 'PAY' });
    await repricedCase.settle('failed');
    expect(repricedCase.actor.getSnapshot().context.failureReason).toBe('repriced');
  });

  it('a declined capture (30003) is failed with the message; PAY lets the buyer choose another funding source', async () => {
    const { actor, calls, settle } = start({
      loads: [order()],
      captures: [new Throws({ code: 30003, message: 'Instrument declined' })],
      creates: [providerOrder],
      input: { returnedToken: 'PP-DECLINED' },
    });
    await settle('failed');
    expect(actor.getSnapshot().context).toMatchObject({ error: { code: 30003, message: 'Instrument declined' }, failureReason: 'declined' });
    actor.send({ type: 'PAY' });
    await settle('awaitingApproval');
    expect(calls.create).toHaveLength(1);
    expect(calls.capture).toHaveLength(1);
  });

  it('after a declined capture, RETRY reloads without capturing the same approval again', async () => {
    const { actor, calls, settle } = start({
      loads: [order(), order()],
      captures: [new Throws({ code: 30003, message: 'Instrument declined' })],
      input: { returnedToken: 'PP-DECLINED' },
    });
    await settle('failed');
    actor.send({ type: 'RETRY' });
    await settle('ready');
    expect(calls.capture).toHaveLength(1);
  });

  it('a capture refused as no longer valid (30002) reloads and ends expired for an expired order', async () => {
    const { calls, settle } = start({
      loads: [order(), lapsed()],
      captures: [new Throws({ code: 30002, message: 'Order no longer valid' })],
      input: { returnedToken: 'PP-LATE' },
    });
    await settle('expired');
    expect(calls.load).toHaveLength(2);
    expect(calls.capture).toHaveLength(1);
  });

  it('a capture lost to network trouble is failed; RETRY captures the same approval again', async () => {
    const { actor, calls, settle } = start({
      loads: [order(), order()],
      captures: [new Throws(new TypeError('Failed to fetch')), paid()],
      input: { returnedToken: 'PP-RETURNED' },
    });
    await settle('failed');
    expect(actor.getSnapshot().context.failureReason).toBe('call-failed');
    actor.send({ type: 'RETRY' });
    await settle('paid');
    expect(calls.capture).toEqual([
      { orderId: '20250303001', providerOrderId: 'PP-RETURNED' },
      { orderId: '20250303001', providerOrderId: 'PP-RETURNED' },
    ]);
  });

  it('PAY from failed does nothing once the reservation has run out', async () => {
    const { actor, calls, clock, settle, is } = start({ loads: [order()], creates: [new Throws({ code: 60007, message: 'Interface exception' })] });
    await settle('ready');
    actor.send({ type: 'PAY' });
    await settle('failed');
    clock.increment(7 * day);
    actor.send({ type: 'PAY' });
    expect(is('failed')).toBe(true);
    expect(calls.create).toHaveLength(1);
  });
});

describe('payment: the 7-day reservation running out while the page is open (spec 4)', () => {
  it('ready turns expired at exactly created + 7 days, not a millisecond before', async () => {
    const { clock, settle, is } = start({ loads: [order()] });
    await settle('ready');
    clock.increment(7 * day - 1);
    expect(is('ready')).toBe(true);
    clock.increment(1);
    expect(is('expired')).toBe(true);
  });

  it('counts from when the page opened: an order opened on day 6 expires a day later', async () => {
    const { clock, settle, is } = start({ loads: [order()], startAt: t0 + 6 * day });
    await settle('ready');
    clock.increment(day - 1);
    expect(is('ready')).toBe(true);
    clock.increment(1);
    expect(is('expired')).toBe(true);
  });

  it('a buyer who never comes back from approval: expired', async () => {
    const { actor, clock, settle, is } = start({ loads: [order()], creates: [providerOrder] });
    await settle('ready');
    actor.send({ type: 'PAY' });
    await settle('awaitingApproval');
    clock.increment(7 * day);
    expect(is('expired')).toBe(true);
  });

  it('cancelled turns expired too', async () => {
    const { clock, settle, is } = start({ loads: [order()], input: { returnedToken: 'PP-1', cancelled: true } });
    await settle('cancelled');
    clock.increment(7 * day - 1);
    expect(is('cancelled')).toBe(true);
    clock.increment(1);
    expect(is('expired')).toBe(true);
  });

  it('awaiting funds: refreshes keep waiting, and the reservation running out takes a last look, then expired', async () => {
    const awaiting = order({ method: 'bank-transfer' });
    const { clock, calls, settle, is } = start({
      loads: [awaiting, awaiting, awaiting, awaiting, awaiting, awaiting, awaiting, awaiting],
      input: { refreshEveryMs: day },
    });
    await settle('awaitingFunds');
    for (let d = 1; d <= 6; d++) {
      clock.increment(day);
      await settle({ awaitingFunds: 'waiting' });
    }
    expect(calls.load).toHaveLength(7);
    clock.increment(day - 1);
    expect(is('awaitingFunds')).toBe(true);
    clock.increment(1);
    await settle('expired');
    expect(calls.load).toHaveLength(8);
  });

  it('awaiting funds: the last look finds the payment the operator recorded just in time', async () => {
    const awaiting = order({ method: 'bank-transfer' });
    const { clock, settle } = start({ loads: [awaiting, paid({ method: 'bank-transfer', paidAt: iso(t0 + 7 * day - second) })], input: { refreshEveryMs: 8 * day } });
    await settle('awaitingFunds');
    clock.increment(7 * day);
    await settle('paid');
  });
});

describe('payment: bank transfer', () => {
  it('looks at the order again every 30 s by default and notices the operator marked it paid', async () => {
    const awaiting = order({ method: 'bank-transfer' });
    const { clock, calls, settle } = start({ loads: [awaiting, awaiting, paid({ method: 'bank-transfer' })] });
    await settle('awaitingFunds');
    clock.increment(30 * second - 1);
    expect(calls.load).toHaveLength(1);
    clock.increment(1);
    expect(calls.load).toHaveLength(2);
    await settle({ awaitingFunds: 'waiting' });
    clock.increment(30 * second);
    await settle('paid');
    expect(calls.load).toHaveLength(3);
  });

  it('a failed refresh keeps waiting quietly, and the next one still happens', async () => {
    const awaiting = order({ method: 'bank-transfer' });
    const { actor, clock, calls, settle } = start({
      loads: [awaiting, new Throws(new TypeError('Failed to fetch')), paid({ method: 'bank-transfer' })],
      input: { refreshEveryMs: 60 * second },
    });
    await settle('awaitingFunds');
    clock.increment(60 * second);
    await vi.waitFor(() => expect(calls.load).toHaveLength(2));
    await waitFor(actor, (s) => s.matches({ awaitingFunds: 'waiting' }));
    expect(actor.getSnapshot().context.error).toBeUndefined();
    clock.increment(60 * second);
    await settle('paid');
  });

  it('a refresh that finds the order invalidated shows why', async () => {
    const awaiting = order({ method: 'bank-transfer' });
    const { actor, clock, settle } = start({ loads: [awaiting, order({ method: 'bank-transfer', state: 'invalid', invalidReason: 'offline' })] });
    await settle('awaitingFunds');
    clock.increment(30 * second);
    await settle('failed');
    expect(actor.getSnapshot().context.failureReason).toBe('offline');
  });
});

describe('what the payment page shows of an order', () => {
  const order = (extra: Partial<OrderView>): OrderView => ({
    id: '123456789012', packageId: 'pro', packageName: 'pricing.packages.pro', termYears: 1, amountMinor: 89900, currency: 'USD',
    method: 'paypal', state: 'awaiting-payment', createdAt: '2026-11-01T00:00:00.000Z', expiresAt: '2026-11-08T00:00:00.000Z', ...extra,
  });
  it('says expired for a reservation that ran out, by the server or on the page, and the server state otherwise', () => {
    expect(shownOrderState(order({ state: 'invalid', invalidReason: 'reservation-expired' }), false)).toBe('expired');
    expect(shownOrderState(order({}), true)).toBe('expired');
    expect(shownOrderState(order({}), false)).toBe('awaiting-payment');
    expect(shownOrderState(order({ state: 'paid' }), true)).toBe('paid');
    expect(shownOrderState(order({ state: 'invalid', invalidReason: 'repriced' }), false)).toBe('invalid');
  });
  it('tells a package change from other failures', () => {
    expect(['upgraded', 'offline', 'repriced', 'declined', 'call-failed', undefined].map((r) => isPackageChange(r as never))).toEqual([true, true, true, false, false, false]);
  });
});
