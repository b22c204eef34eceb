import { describe, expect, it } from 'vitest';
import { decideBody, decisionSummary, disputeAge } from './dispute-format';

describe('disputeAge', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('says today for a dispute opened less than a day ago', () => {
    expect(disputeAge('2026-11-27T01:00:00Z', now)).toBe('Opened today');
    expect(disputeAge('2026-11-26T12:00:01Z', now)).toBe('Opened today');
  });
  it('counts whole days, one in the singular', () => {
    expect(disputeAge('2026-11-26T12:00:00Z', now)).toBe('Opened 1 day ago');
    expect(disputeAge('2026-11-15T11:00:00Z', now)).toBe('Opened 12 days ago');
  });
  it('never says a negative age when clocks disagree', () => {
    expect(disputeAge('2026-11-27T12:05:00Z', now)).toBe('Opened today');
  });
});

describe('decideBody', () => {
  it('leaves a blank refund amount out: the server refunds everything left', () => {
    expect(decideBody({ outcome: 'refund', amount: '  ', note: 'n' })).toEqual({ outcome: 'refund', note: 'n' });
  });
  it('sends a typed refund amount trimmed', () => {
    expect(decideBody({ outcome: 'refund', amount: ' 12.50 ', note: 'n' })).toEqual({ outcome: 'refund', amount: '12.50', note: 'n' });
  });
  it('never sends an amount with a close', () => {
    expect(decideBody({ outcome: 'close', amount: '12.50', note: 'n' })).toEqual({ outcome: 'close', note: 'n' });
  });
});

describe('decisionSummary', () => {
  it('says a close moves no money', () => {
    expect(decisionSummary({ outcome: 'close', amount: '5', note: '' }, '40.00')).toMatch(/No money moves/);
  });
  it('calls a blank or full amount everything not yet refunded', () => {
    expect(decisionSummary({ outcome: 'refund', amount: '', note: '' }, '40.00')).toMatch(/^Refund \$40\.00 to the buyer: everything not yet refunded/);
    expect(decisionSummary({ outcome: 'refund', amount: '40', note: '' }, '40.00')).toMatch(/everything not yet refunded/);
  });
  it('names a part and what is left', () => {
    expect(decisionSummary({ outcome: 'refund', amount: '15.5', note: '' }, '40.00')).toBe(
      "Refund $15.50 to the buyer, of $40.00 still refundable. It is taken from the shop's balance.",
    );
  });
});
