/**
 * Copy of the contact page that is not the form itself: the consultation
 * offer and what happens after a visitor sends the form.
 */

export const contactIntro = {
  title: 'Talk to a senior consultant',
  lead: 'Tell us what is not working: the pipeline report nobody believes, the CRM you inherited, the portfolio that reports the same metric five different ways. A senior consultant reads every message and replies within one business day.',
} as const;

export const consultation = {
  title: 'Free 30-minute consultation',
  body: 'Every inquiry starts with a free 30-minute consultation with a senior consultant, not a sales script. Bring one real problem (a report, a workflow, a data-quality worry) and we will tell you how we would fix it and roughly what it takes. You keep the notes whether or not we work together.',
} as const;

export interface NextStep {
  title: string;
  body: string;
}

export const nextSteps: readonly NextStep[] = [
  {
    title: 'We reply within one business day',
    body: 'A senior consultant answers by e-mail with two or three times for your free 30-minute consultation. No automated sequence, no call from a junior rep.',
  },
  {
    title: 'We work through your problem on the call',
    body: 'We look at the issue you described and the numbers behind it. A screen share of the report or workflow in question makes the 30 minutes go further.',
  },
  {
    title: 'You get a plan, then a fixed-scope quote',
    body: 'If there is a fit, we start with a PE-standard assessment (weeks 1-2) and then quote a fixed scope. Implementation runs under our 100-day guarantee: the agreed scope is live within 100 days of kickoff, or we keep working at no additional fee until it is.',
  },
];

/** Why a send through the form service failed, in the visitor's terms. */
export const sendFailureText = {
  network: 'We could not reach our form service, so nothing arrived on our side.',
  server: 'Our form service had a problem and did not take your message, so nothing arrived on our side.',
  rejected: 'Our form service turned the message down, so nothing arrived on our side.',
} as const;

/** Above the form on a build that is not production, which never posts to the CRM form (src/config/site.ts, `effectiveSettings`). */
export const previewFormNote = {
  title: 'Preview build: this form does not reach our CRM.',
  body: 'Sending opens your e-mail app with the message instead, addressed to the real inbox: send it only if you mean to write to us.',
} as const;
