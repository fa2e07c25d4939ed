/**
 * Client testimonials on the home page: people we have worked for, each
 * anonymized by role and company type, as the client quotes in the case
 * studies are. A person appears by initials, never by full name; a company is
 * described, never named. A description that matches a named client example
 * (tools/copy/examples.ts) tells that client's story with its recorded
 * figures; otherwise it overlaps no named client.
 *
 * A quote is published only with the client's written approval of the exact
 * words and of how the person is described: a testimonial that is invented,
 * or published without the person's consent, is unlawful in the US (the
 * FTC's rule on consumer reviews and testimonials, 16 CFR Part 465). Each
 * record says whose approval it rests on and when it was given; a record
 * without one stops the build (src/plugins/testimonial-approvals), as does an
 * approval dated before the quote or after the day of the build.
 */

export type TestimonialCategory = 'hubspot-implementation' | 'analytics';

/** The client's written approval to publish a quote, as the firm keeps it on file. */
export interface TestimonialApproval {
  /** Who approved it: the person quoted, by initials and role as the card shows them. */
  by: string;
  /** ISO date, YYYY-MM-DD, the approval was given: on or after the quote's date, never after the build. */
  date: string;
  /** The written record: a signed release, or an e-mail that answers the exact text sent for approval. */
  form: 'signed release' | 'email';
  /** What was approved: the words, the description of the person and company, and where they appear. */
  scope: string;
}

export interface Testimonial {
  id: string;
  quote: string;
  author: {
    /** Initials only: the person is anonymized by role and company type. */
    name: string;
    title: string;
    /** A description of the company, never its name. */
    company: string;
    industry: string;
  };
  /** 1-5 stars. */
  rating: number;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  featured: boolean;
  category: TestimonialCategory;
  approval: TestimonialApproval;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'operating-partner-portfolio-standard',
    quote:
      'We had six portfolio companies reporting pipeline six different ways. Keelson put all of them on one set of definitions and one HubSpot build, inside the guarantee window, and our quarterly reviews now start with the numbers instead of an argument about them.',
    author: {
      name: 'R. D.',
      title: 'Operating Partner',
      company: 'A mid-market private-equity firm',
      industry: 'Private Equity',
    },
    rating: 5,
    date: '2025-03-12',
    featured: true,
    category: 'hubspot-implementation',
    approval: {
      by: 'R. D., Operating Partner',
      date: '2025-03-21',
      form: 'signed release',
      scope: 'The quote word for word, with initials, title and firm type, on this website.',
    },
  },
  {
    id: 'cfo-board-pack',
    quote:
      'My team used to spend three days before every board meeting reconciling CRM bookings with the ledger. Keelson traced each metric back to its source and fixed the breaks. This quarter the pack was ready on day one, and the board took the pipeline number without asking where it came from.',
    author: {
      name: 'M. K.',
      title: 'Chief Financial Officer',
      company: 'A PE-backed building-products distributor',
      industry: 'Distribution',
    },
    rating: 5,
    date: '2024-11-19',
    featured: true,
    category: 'analytics',
    approval: {
      by: 'M. K., Chief Financial Officer',
      date: '2024-12-04',
      form: 'email',
      scope: 'The final text as sent for review, credited to initials and role at a described company, for the website.',
    },
  },
  {
    id: 'vp-marketing-lead-scoring',
    quote:
      'I inherited a portal full of duplicates and a lead score sales had stopped reading. Keelson cleaned the data, rebuilt scoring with my team rather than for us, and trained every rep on the new stages. Sales now works the leads we pass them.',
    author: {
      name: 'A. M.',
      title: 'VP of Marketing',
      company: 'A growth-equity-backed payroll and HR software company',
      industry: 'B2B SaaS',
    },
    rating: 5,
    date: '2025-01-28',
    featured: true,
    category: 'hubspot-implementation',
    approval: {
      by: 'A. M., VP of Marketing',
      date: '2025-02-10',
      form: 'signed release',
      scope: 'This wording, anonymized by initials, role and company description, on our site and in proposals.',
    },
  },
];

export const featuredTestimonials: readonly Testimonial[] = testimonials.filter((t) => t.featured);
