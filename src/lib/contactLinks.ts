/**
 * Links into the contact form. A link may choose the form's topic with a
 * query parameter (`/contact?topic=playbook`); the form checks the value
 * against the topics in src/data/contactTopics.ts and uses the default for
 * anything it does not know. This module imports no values, so data modules
 * that the topic list itself reads (the services) can use it too.
 */
import type {ContactTopicId} from '../data/contactTopics';

export const CONTACT_PATH = '/contact';
export const TOPIC_PARAM = 'topic';
/** The topic of a form opened without one: a free consultation, service still open. */
export const DEFAULT_CONTACT_TOPIC = 'not-sure' satisfies ContactTopicId;

/** `/contact` for the default topic; otherwise the topic in the query, as in `/contact?topic=playbook`. */
export function contactPath(topic?: ContactTopicId): string {
  if (!topic || topic === DEFAULT_CONTACT_TOPIC) return CONTACT_PATH;
  return `${CONTACT_PATH}?${TOPIC_PARAM}=${encodeURIComponent(topic)}`;
}
