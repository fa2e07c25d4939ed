import React from 'react';
import ThankYou from '@site/src/components/ThankYou';

/** The general thank-you page, for requests made other than through the contact form (a playbook request by e-mail, for one). */
export default function ThankYouPage(): React.ReactElement {
  return (
    <ThankYou
      metaTitle="Thank you"
      title="Thank you: we have your request"
      intro="A person on our team reads every request. Here is what happens next, and a few things worth reading in the meantime."
      nextSteps={[
        {
          title: 'We read it and reply within one business day',
          body: 'A senior consultant answers from our own inbox. No automated sequence and no call from a junior rep.',
        },
        {
          title: 'Playbook requests: the files arrive by e-mail',
          body: 'If you asked for our playbook, the PDF and its spreadsheet templates come to your work e-mail within one business day.',
        },
        {
          title: 'If you want a conversation, we book one',
          body: 'We offer two or three times for a free 30-minute consultation. Bring one real problem and the numbers behind it.',
        },
      ]}
      reading={[
        {kind: 'Get started', title: 'Three free ways to start: assessment, calculators, consultation', href: '/get-started'},
        {kind: 'Services', title: 'What we do, and what it costs', href: '/services'},
        {kind: 'Insight', title: 'The True Cost of Bad Data in Your CRM', href: '/insights/true-cost-of-bad-data'},
        {kind: 'Program', title: 'The PE Value Creation Program', href: '/pe-value-creation-program'},
      ]}
    />
  );
}
