import {describe, expect, test} from '@jest/globals';
import {authorsMapOf, TEAM_PAGE, writersOnly, type AuthorSource} from '@site/src/lib/authors';

// Invented people.
const ada: AuthorSource = {key: 'ada', name: 'Ada Example', role: 'Tester', avatar: '/img/people/ada.jpg', summary: 'Ada tests things.'};
const ben: AuthorSource = {key: 'ben-2', name: 'Ben Example', role: 'Writer', avatar: '/img/people/ben.svg', summary: 'Ben writes.'};

describe('the authors map made from the team', () => {
  test('each member becomes an entry with a page, in the fields of the blog plugin', () => {
    expect(authorsMapOf([ada, ben])).toEqual({
      ada: {
        name: 'Ada Example',
        title: 'Tester',
        url: TEAM_PAGE,
        image_url: '/img/people/ada.jpg',
        page: true,
        description: 'Ada tests things.',
      },
      'ben-2': {
        name: 'Ben Example',
        title: 'Writer',
        url: TEAM_PAGE,
        image_url: '/img/people/ben.svg',
        page: true,
        description: 'Ben writes.',
      },
    });
    expect(authorsMapOf([])).toEqual({});
  });

  test('a key used twice, a key that is no address, an empty field or a picture outside static/ names the member and field', () => {
    expect(() => authorsMapOf([ada, {...ben, key: 'ada'}])).toThrow(
      'src/data/team.ts: team[1] (ada): key: "ada" is used by another member',
    );
    expect(() => authorsMapOf([{...ada, key: 'Ada Lee'}])).toThrow('team[0] (Ada Lee): key: "Ada Lee" is not lowercase letters');
    expect(() => authorsMapOf([{...ada, summary: ' '}])).toThrow('src/data/team.ts: team[0] (ada): summary: is empty');
    expect(() => authorsMapOf([{...ada, avatar: 'img/ada.jpg'}])).toThrow(
      'team[0] (ada): avatar: "img/ada.jpg" is not a path under static/',
    );
  });
});

describe('the writers of a blog', () => {
  const post = (keys: string[], unlisted = false) => ({metadata: {unlisted, authors: keys.map((key) => ({key}))}});
  const map = authorsMapOf([ada, ben]);

  test('an author with a listed post stays; one with none, or only unlisted ones, has no entry', () => {
    expect(Object.keys(writersOnly(map, [post(['ada'])])!)).toEqual(['ada']);
    expect(Object.keys(writersOnly(map, [post(['ben-2'], true)])!)).toEqual([]);
    expect(Object.keys(writersOnly(map, [post(['ada', 'ben-2'])])!)).toEqual(['ada', 'ben-2']);
  });

  test('a blog with no posts has no authors, and a blog without a map keeps none', () => {
    expect(writersOnly(map, [])).toEqual({});
    expect(writersOnly(undefined, [post(['ada'])])).toBeUndefined();
  });
});
