/**
 * The inputs of the site's three calculators, as the copy check reads them:
 * one record per tool with its page and, for each input, the field that
 * holds it and the label the page shows. Read from the tools' own field
 * specs, so a page that describes a tool is checked against what the tool
 * really asks for. The only module of the copy check that knows where those
 * specs live.
 */
import {badDataCopy, badDataFields} from '@site/src/data/badDataCost';
import {hubspotRoiCopy, hubspotRoiFields} from '@site/src/data/hubspotRoi';
import {revopsRoiCopy, revopsRoiFields} from '@site/src/data/revopsRoi';

export interface CalculatorInput {
  /** The field's name in the tool's specs (`avgRevenue`). */
  field: string;
  /** The label the page shows beside it ("Average annual revenue per company"). */
  label: string;
}

export interface CalculatorInputs {
  /** The tool's page, which links to it use. */
  path: string;
  /** Its name in prose ("RevOps ROI calculator"); copy may write it in any case, with hyphens between the words. */
  name: string;
  inputs: readonly CalculatorInput[];
}

function inputsOf<K extends string>(fields: Record<K, unknown>, labels: Record<K, {label: string}>): CalculatorInput[] {
  return (Object.keys(fields) as K[]).map((field) => ({field, label: labels[field].label}));
}

export const calculatorInputs: readonly CalculatorInputs[] = [
  {path: '/revops-roi-calculator', name: 'RevOps ROI calculator', inputs: inputsOf(revopsRoiFields, revopsRoiCopy)},
  {path: '/hubspot-roi-calculator', name: 'HubSpot ROI calculator', inputs: inputsOf(hubspotRoiFields, hubspotRoiCopy)},
  {path: '/bad-data-cost-calculator', name: 'bad data cost calculator', inputs: inputsOf(badDataFields, badDataCopy)},
];
