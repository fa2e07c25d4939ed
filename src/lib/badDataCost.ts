/**
 * The yearly cost of bad CRM data, split by cause. Every input is first
 * checked against its bounds (`src/data/badDataCost.ts`), so the result is
 * always a finite, non-negative number of dollars whatever the caller passes.
 *
 * - Wasted time = people x hours lost a week x 48 weeks x loaded cost per hour.
 * - Lost deals = deals lost to bad data a year x average deal value x gross margin.
 * - Wasted outreach = contacts x share duplicated or stale x outreach cost per contact.
 * - Cleanup = records added a year x share with any defect x $10 (the 1-10-100 rule).
 *
 * Every line is a cost, so lost deals count at gross margin (the profit they
 * would have made), the basis on which the HubSpot ROI calculator counts the
 * deals a rebuild wins. Their revenue is reported apart as revenue at risk,
 * and is never added to the total.
 */
import {RULE_1_10_100, badDataFields, type BadDataInputs} from '../data/badDataCost';
import {normalizeValues} from './toolQuery';
import {WORKING_WEEKS_PER_YEAR} from '../data/calculators';

export interface BadDataCost {
  /** The inputs as used, after bounds checks. */
  inputs: BadDataInputs;
  wastedTime: number;
  /** Gross margin of the deals lost to bad data: what they would have earned. */
  lostDeals: number;
  /** Revenue of the deals lost to bad data, shown apart: not part of the total. */
  revenueAtRisk: number;
  wastedOutreach: number;
  cleanup: number;
  /** Sum of the four causes, all costs: the yearly cost. */
  total: number;
  /** Share of records with at least one defect (0-1). */
  defectShare: number;
  /** Share of contacts that waste outreach: duplicated or stale (0-1). */
  wastedContactShare: number;
  /** Records with at least one defect today (contacts and companies). */
  flawedRecords: number;
  /** One-off cost of cleaning today's flawed records at $10 each. */
  backlogCleanup: number;
  /** New records a year. */
  recordsPerYear: number;
  /** Flawed new records a year. */
  flawedNewRecordsPerYear: number;
  /** Yearly cost of verifying every new record at entry, at $1 each. */
  verifyAtEntry: number;
  /** What a bad record that is never fixed costs over its life, at $100 each, for this year's flawed new records. */
  failInUse: number;
}

export type BadDataCause = 'wastedTime' | 'lostDeals' | 'wastedOutreach' | 'cleanup';

/** Share with at least one of several independent defects: 1 - product of (1 - share). */
export function combinedShare(...shares: number[]): number {
  return 1 - shares.reduce((keep, share) => keep * (1 - share), 1);
}

export function badDataCost(raw: BadDataInputs): BadDataCost {
  const inputs = normalizeValues(raw, badDataFields);
  const dup = inputs.duplicatePct / 100;
  const incomplete = inputs.incompletePct / 100;
  const stale = inputs.stalePct / 100;

  const defectShare = combinedShare(dup, incomplete, stale);
  const wastedContactShare = combinedShare(dup, stale);

  const wastedTime = inputs.teamSize * inputs.hoursLostPerWeek * WORKING_WEEKS_PER_YEAR * inputs.costPerHour;
  const revenueAtRisk = inputs.dealsLost * inputs.dealValue;
  const lostDeals = (revenueAtRisk * inputs.grossMargin) / 100;
  const wastedOutreach = inputs.contacts * wastedContactShare * inputs.outreachCost;

  const recordsPerYear = inputs.recordsPerMonth * 12;
  const flawedNewRecordsPerYear = recordsPerYear * defectShare;
  const cleanup = flawedNewRecordsPerYear * RULE_1_10_100.cleanLater;

  const flawedRecords = (inputs.contacts + inputs.companies) * defectShare;

  return {
    inputs,
    wastedTime,
    lostDeals,
    revenueAtRisk,
    wastedOutreach,
    cleanup,
    total: wastedTime + lostDeals + wastedOutreach + cleanup,
    defectShare,
    wastedContactShare,
    flawedRecords,
    backlogCleanup: flawedRecords * RULE_1_10_100.cleanLater,
    recordsPerYear,
    flawedNewRecordsPerYear,
    verifyAtEntry: recordsPerYear * RULE_1_10_100.verifyAtEntry,
    failInUse: flawedNewRecordsPerYear * RULE_1_10_100.failInUse,
  };
}
