/**
 * What an inquiry through the contact form is about: the first question of
 * the form. Links open the form with a topic already chosen (`contactPath` in
 * src/lib/contactLinks.ts). The topic starts the e-mail subject and reaches
 * HubSpot as the `inquiry_topic` property, so its id is a stable value: the
 * build fails when the ids differ from src/config/inquiryTopics.json.
 */
import {PLAYBOOK_TITLE, playbook} from './playbook';
import {serviceCards, type ServiceCard} from './services';
import {DEFAULT_CONTACT_TOPIC} from './contactDefault';

export type ContactTopicId = typeof DEFAULT_CONTACT_TOPIC | ServiceCard['id'] | 'pe-program' | 'playbook';

export {DEFAULT_CONTACT_TOPIC};

/** Options under a heading of their own, in this order; the default topic sits above them. */
export const contactTopicGroups = ['Services', 'Programs and resources'] as const;
export type ContactTopicGroup = (typeof contactTopicGroups)[number];

export interface ContactTopic {
  id: ContactTopicId;
  /** The option's text in the form and in the e-mail. */
  label: string;
  group: ContactTopicGroup | null;
  /** The e-mail subject's opening words; the sender's name and company follow. */
  subject: string;
  /** Written into the message box when this topic is chosen and the box is empty. */
  message?: string;
}

export const contactTopics: readonly ContactTopic[] = [
  {id: DEFAULT_CONTACT_TOPIC, label: 'Not sure yet: start with a free consultation', group: null, subject: 'Consultation request'},
  ...serviceCards.map((card) => ({id: card.id, label: card.title, group: 'Services' as const, subject: `${card.title} inquiry`})),
  {
    id: 'pe-program',
    label: 'The PE Value Creation Program',
    group: 'Programs and resources',
    subject: 'PE Value Creation Program inquiry',
  },
  {
    id: 'playbook',
    label: `A free copy of ${PLAYBOOK_TITLE}`,
    group: 'Programs and resources',
    subject: 'Playbook request',
    message: playbook.requestMessage,
  },
];
