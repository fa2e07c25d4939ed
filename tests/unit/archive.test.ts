import {describe, expect, test} from '@jest/globals';
import {groupByYear} from '@site/src/plugins/post-archive/archive';

describe('archive', () => {
  test('groups newest first by year, ties by title', () => {
    const e = (title: string, date: string) => ({title, date, permalink: `/insights/${title}`, category: 'Insights'});
    expect(groupByYear([e('b', '2024-03-01'), e('c', '2025-01-02'), e('a', '2024-03-01'), e('d', '2023-12-31')])).toEqual([
      {year: '2025', posts: [e('c', '2025-01-02')]},
      {year: '2024', posts: [e('a', '2024-03-01'), e('b', '2024-03-01')]},
      {year: '2023', posts: [e('d', '2023-12-31')]},
    ]);
    expect(groupByYear([])).toEqual([]);
  });
});
