/**
 * Links into the contact form. A link may choose the form's topic with a
 * query parameter (`/contact?topic=playbook`); the form checks the value
 * against the topics in src/data/contactTopics.ts and uses the default for
 * anything it does not know. Data modules write such links out in full
 * (tests/unit/contactLinks.test.ts checks every one).
 */
import {DEFAULT_CONTACT_TOPIC} from '../data/contactDefault';
import type {ContactTopicId} from '../data/contactTopics';

export const CONTACT_PATH = '/contact';
export const TOPIC_PARAM = 'topic';

/** `/contact` for the default topic; otherwise the topic in the query, as in `/contact?topic=playbook`. */
export function contactPath(topic?: ContactTopicId): string {
  if (!topic || topic === DEFAULT_CONTACT_TOPIC) return CONTACT_PATH;
  return `${CONTACT_PATH}?${TOPIC_PARAM}=${encodeURIComponent(topic)}`;
}
