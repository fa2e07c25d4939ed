import fs from 'node:fs';
import path from 'node:path';
import {describe, test, expect} from '@jest/globals';
import {contactPath, CONTACT_PATH} from '@site/src/lib/contactLinks';
import {DEFAULT_CONTACT_TOPIC} from '@site/src/data/contactTopics';
import {topicFromSearch} from '@site/src/lib/contactForm';
import {contactTopics} from '@site/src/data/contactTopics';
import {serviceCards} from '@site/src/data/services';

const root = path.resolve(__dirname, '../..');

function filesUnder(folder: string): string[] {
  const dir = path.join(root, folder);
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(ts|tsx|md|mdx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('links into the contact form', () => {
  test('the default topic needs no query; any other topic is one parameter', () => {
    expect(DEFAULT_CONTACT_TOPIC).toBe('not-sure');
    expect(contactPath()).toBe('/contact');
    expect(contactPath('not-sure')).toBe('/contact');
    expect(contactPath('playbook')).toBe('/contact?topic=playbook');
    expect(contactPath('custom-solutions')).toBe('/contact?topic=custom-solutions');
  });

  test('every topic survives the trip through a link', () => {
    for (const topic of contactTopics) {
      const url = new URL(contactPath(topic.id), 'https://www.keelson-revops.example');
      expect(url.pathname).toBe(CONTACT_PATH);
      expect(topicFromSearch(url.search)).toBe(topic.id === DEFAULT_CONTACT_TOPIC ? null : topic.id);
    }
  });

  test('Custom Solutions, the one service card without a page of its own, opens the form on its topic', () => {
    expect(serviceCards.find((c) => c.id === 'custom-solutions')?.href).toBe('/contact?topic=custom-solutions');
  });

  test('every /contact link written out in the code or the content names a topic the form knows', () => {
    const known = new Set<string>(contactTopics.map((t) => t.id));
    for (const folder of ['src', 'docs', 'blog', 'case-studies']) {
      for (const file of filesUnder(folder)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/["'`(]\/contact\?([^"'`)\s]*)/g)) {
          const params = new URLSearchParams(match[1]);
          expect([path.relative(root, file), [...params.keys()]]).toEqual([path.relative(root, file), ['topic']]);
          expect([path.relative(root, file), known.has(params.get('topic') ?? '')]).toEqual([path.relative(root, file), true]);
        }
      }
    }
  });
});
