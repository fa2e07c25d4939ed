import {describe, expect, test} from '@jest/globals';
import {
  answerLinks,
  answerPlainText,
  answerSegments,
  countSentences,
  faqItemProblems,
  faqPageJsonLd,
  hasMalformedLinkMarkup,
  questionCountText,
  questionsRepeatedAcrossPages,
} from '@site/src/lib/faq';
import type {FaqItem} from '@site/src/data/faqs/types';

const withLinks =
  'Start with the [free assessment](/data-operations-assessment). Then read the [pricing section](/guides/hubspot-expert#pricing-guide) before you call.';

describe('answerSegments', () => {
  test('splits text and links in order', () => {
    expect(answerSegments(withLinks)).toEqual([
      {kind: 'text', text: 'Start with the '},
      {kind: 'link', label: 'free assessment', href: '/data-operations-assessment'},
      {kind: 'text', text: '. Then read the '},
      {kind: 'link', label: 'pricing section', href: '/guides/hubspot-expert#pricing-guide'},
      {kind: 'text', text: ' before you call.'},
    ]);
  });

  test('plain text is one text segment; a link at either end leaves no empty text', () => {
    expect(answerSegments('No links here.')).toEqual([{kind: 'text', text: 'No links here.'}]);
    expect(answerSegments('[Contact us](/contact)')).toEqual([{kind: 'link', label: 'Contact us', href: '/contact'}]);
    expect(answerSegments('')).toEqual([]);
  });

  test('only root-relative targets become links', () => {
    expect(answerSegments('See [this](https://example.org) page.')).toEqual([
      {kind: 'text', text: 'See [this](https://example.org) page.'},
    ]);
  });
});

describe('answerPlainText and answerLinks', () => {
  test('links are reduced to their labels', () => {
    expect(answerPlainText(withLinks)).toBe('Start with the free assessment. Then read the pricing section before you call.');
  });

  test('lists every link target', () => {
    expect(answerLinks(withLinks)).toEqual(['/data-operations-assessment', '/guides/hubspot-expert#pricing-guide']);
    expect(answerLinks('None.')).toEqual([]);
  });

  test('malformed markup is detected', () => {
    expect(hasMalformedLinkMarkup(withLinks)).toBe(false);
    expect(hasMalformedLinkMarkup('See [the guide(/guides/hubspot-expert).')).toBe(true);
    expect(hasMalformedLinkMarkup('See [the guide](guides/hubspot-expert).')).toBe(true);
  });
});

describe('countSentences', () => {
  test('counts sentence endings', () => {
    expect(countSentences('')).toBe(0);
    expect(countSentences('One sentence.')).toBe(1);
    expect(countSentences('One. Two? Three!')).toBe(3);
    expect(countSentences('One. Two without a stop')).toBe(2);
  });

  test('figures with points and dashes do not split sentences', () => {
    expect(countSentences('Basic setups run $3,500-12,000. Rates are $75-400 an hour, and 4.5 weeks is typical.')).toBe(2);
  });
});

describe('questionCountText', () => {
  test('pluralises', () => {
    expect(questionCountText(15)).toBe('15 questions');
    expect(questionCountText(1)).toBe('1 question');
  });
});

describe('faqPageJsonLd', () => {
  const items: FaqItem[] = [
    {question: 'How much does it cost?', answer: withLinks},
    {question: 'How long does it take?', answer: 'About 100 days. Often less.'},
  ];

  test('is a FAQPage whose answers are the visible plain text', () => {
    expect(faqPageJsonLd(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How much does it cost?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Start with the free assessment. Then read the pricing section before you call.',
          },
        },
        {
          '@type': 'Question',
          name: 'How long does it take?',
          acceptedAnswer: {'@type': 'Answer', text: 'About 100 days. Often less.'},
        },
      ],
    });
  });

  test('carries the page URL when given', () => {
    expect(faqPageJsonLd(items, 'https://www.keelson-revops.example/faqs/services')).toMatchObject({
      url: 'https://www.keelson-revops.example/faqs/services',
    });
  });
});

describe('faqItemProblems', () => {
  test('a good list has no problems', () => {
    expect(faqItemProblems([{question: 'Why?', answer: 'Because. It works.'}])).toEqual([]);
  });

  test('flags empty, short, long, repeated and malformed items', () => {
    const problems = faqItemProblems([
      {question: 'Empty?', answer: '  '},
      {question: 'Short?', answer: 'Only one sentence here.'},
      {question: 'Long?', answer: 'A. B. C. D. E. F. G.'},
      {question: 'short?', answer: 'Repeated question. Different case.'},
      {question: 'Broken?', answer: 'See [guide(/faqs). Two sentences.'},
      {question: 'No mark', answer: 'Missing question mark. Still two sentences.'},
    ]);
    expect(problems).toEqual([
      'Empty?: empty answer',
      'Short?: answer has 1 sentence(s), fewer than 2',
      'Long?: answer has 7 sentences, more than 6',
      'short?: question repeated',
      'Broken?: malformed link markup in answer',
      'No mark: question does not end with "?"',
    ]);
  });
});

describe('questionsRepeatedAcrossPages', () => {
  test('finds a question on two pages, ignoring case and punctuation', () => {
    const answer = 'One. Two.';
    expect(
      questionsRepeatedAcrossPages([
        {
          path: '/faqs/a',
          items: [
            {question: 'What does it cost?', answer},
            {question: 'Who works on it?', answer},
          ],
        },
        {path: '/faqs/b', items: [{question: 'What does it cost ?', answer}]},
      ]),
    ).toEqual([{question: 'What does it cost?', paths: ['/faqs/a', '/faqs/b']}]);
  });
});
