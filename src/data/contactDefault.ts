/**
 * The topic of a contact form opened without one: a free consultation,
 * service still open. A module of its own, so links into the form
 * (src/lib/contactLinks.ts) do not make every page that links there depend
 * on the services the topic list (./contactTopics.ts) is made from.
 */
export const DEFAULT_CONTACT_TOPIC = 'not-sure';
