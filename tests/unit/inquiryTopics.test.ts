import {describe, expect, test} from '@jest/globals';
import {inquiryTopicChanges, inquiryTopicMessage} from '@site/src/lib/inquiryTopics';
import {contactTopics} from '@site/src/data/contactTopics';
import inquiryTopics from '@site/src/config/inquiryTopics.json';

describe("the contact topics against HubSpot's inquiry_topic values", () => {
  test('the same values in any order: nothing changes', () => {
    expect(inquiryTopicChanges(['a', 'b'], ['b', 'a'])).toEqual([]);
    expect(inquiryTopicMessage(['a', 'b'], ['b', 'a'], 'list.json')).toBeNull();
  });

  test('one value gone and one new: a rename, old and new named', () => {
    expect(inquiryTopicChanges(['a', 'analytics-bi'], ['a', 'analytics'])).toEqual(['"analytics-bi" becomes "analytics"']);
  });

  test('otherwise each value that goes and each that comes', () => {
    expect(inquiryTopicChanges(['a', 'b', 'c'], ['a', 'd'])).toEqual(['"b" is no longer sent', '"c" is no longer sent', '"d" is new']);
    expect(inquiryTopicChanges(['a'], ['a', 'b'])).toEqual(['"b" is new']);
  });

  test('the message names the list, each change and what to do in HubSpot', () => {
    const message = inquiryTopicMessage(['x'], ['y'], 'src/config/inquiryTopics.json')!;
    expect(message.split('\n')).toEqual([
      expect.stringContaining('(src/config/inquiryTopics.json):'),
      '- "x" becomes "y"',
      expect.stringContaining('keep the id'),
      expect.stringContaining("HubSpot's inquiry_topic dropdown"),
    ]);
  });

  test('the committed list is the values the form sends', () => {
    expect(
      inquiryTopicChanges(
        inquiryTopics.values,
        contactTopics.map((topic) => topic.id),
      ),
    ).toEqual([]);
  });
});
