import React from 'react';
import {nextSteps} from '@site/src/pages/_contact/content';
import ThankYou from '@site/src/components/ThankYou';

/** Where the contact form lands after a successful submission. */
export default function ContactThankYou(): React.ReactElement {
  return (
    <ThankYou
      metaTitle="Message received"
      title="Thank you: your message is with us"
      intro="A senior consultant reads every message, including yours, and replies by e-mail within one business day with times for your free 30-minute consultation."
      nextSteps={nextSteps}
      reading={[
        {kind: 'Before the call', title: 'How our three steps and 100-day guarantee work', href: '/approach'},
        {kind: 'Before the call', title: 'Case studies: what we changed and what it moved', href: '/case-studies'},
        {kind: 'Free tool', title: 'Score your data operations with the free assessment', href: '/data-operations-assessment'},
        {kind: 'Free playbook', title: 'Copy our 100-day CRM playbook', href: '/book'},
      ]}
    />
  );
}
