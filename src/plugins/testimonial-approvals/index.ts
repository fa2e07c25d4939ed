/**
 * testimonial-approvals: when the plugin is created, before any content
 * loads, checks that every testimonial in src/data/testimonials.ts rests on
 * the client's written approval (who, when, in what form, for what use),
 * given on or after the quote's date and not after today, and fails the
 * build with one `file:line` line per problem. The rules live in
 * src/plugins/testimonial-approvals/approvals.ts. Writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {testimonials} from '../../data/testimonials';
import {localToday} from '../../lib/dates';
import {checkTestimonials, type TestimonialRecord} from './approvals';

/** The file that holds the testimonials, as a maintainer knows it. */
export const TESTIMONIALS_FILE = 'src/data/testimonials.ts';

/** Throws, listing every problem, when a testimonial lacks a valid written approval. */
export function assertApprovedTestimonials(siteDir: string, records: readonly TestimonialRecord[], today: string): void {
  const fileText = fs.readFileSync(path.join(siteDir, TESTIMONIALS_FILE), 'utf8');
  const problems = checkTestimonials(TESTIMONIALS_FILE, fileText, records, today);
  if (problems.length > 0) throw new Error(`Testimonial approval check failed with ${problems.length} problem(s):\n${problems.join('\n')}`);
}

export default function testimonialApprovalsPlugin(context: LoadContext): Plugin<void> {
  assertApprovedTestimonials(context.siteDir, testimonials, localToday());
  return {name: 'testimonial-approvals'};
}
