import { describe, expect, it } from 'vitest';
import { displayTitle, displayTitles } from './display-title.js';

describe('displayTitle: the site name set apart in other spellings', () => {
  it.each([
    [
      'Attack stokes fears in North Africa - The Washington Post',
      'Washington Post',
      'Attack stokes fears in North Africa',
    ],
    ['Angry media won’t buckle | Herald Sun', 'HeraldSun', 'Angry media won’t buckle'],
    ['Student dies after diet pills - BuzzFeed News', 'BuzzFeed', 'Student dies after diet pills'],
    ['Un troisième Français mort - Libération', 'Libération.fr', 'Un troisième Français mort'],
    [
      'This API is so Fetching! ✩ Mozilla Hacks – the Web developer blog',
      'Mozilla Hacks – the Web developer blog',
      'This API is so Fetching!',
    ],
    ['Getting Started | Vitest', 'Vitest', 'Getting Started'],
    ['Asides · Starlight', 'Starlight', 'Asides'],
    ['Vitest — Getting Started', 'Vitest', 'Getting Started'],
  ])('%j under %j reads %j', (title, siteName, expected) => {
    expect(displayTitle(title, siteName)).toBe(expected);
  });

  it.each([
    ['Getting Started | Vitest', 'Vite'],
    ['Acme Cloud | Deploy', 'Acme'],
    ['Install | Go', 'Golang'],
    ['Washington Post', 'Washington Post'],
  ])('leaves %j under %j as it is', (title, siteName) => {
    expect(displayTitle(title, siteName)).toBe(title);
  });
});

describe('displayTitles: the section names a site’s titles repeat', () => {
  it('drops "| Guide" and "| Config" that VitePress titles carry after the page name', () => {
    const titles = [
      'Vitest | Next Generation testing framework',
      'Benchmarking | Guide | Vitest',
      'Mocking | Guide | Vitest',
      'Snapshot | Guide | Vitest',
      'pool | Config | Vitest',
      'include | Config | Vitest',
      'exclude | Config | Vitest',
      'Custom Benchmark Provider | Vitest',
    ];
    expect(displayTitles(titles, 'Vitest')).toEqual([
      'Next Generation testing framework',
      'Benchmarking',
      'Mocking',
      'Snapshot',
      'pool',
      'include',
      'exclude',
      'Custom Benchmark Provider',
    ]);
  });

  it('finds the site name alone too, and leaves a suffix that only two titles share', () => {
    expect(
      displayTitles(['Install - Rails Guide', 'Deploy - Rails Guide', 'Pricing · Starlight'], 'Starlight'),
    ).toEqual(['Install - Rails Guide', 'Deploy - Rails Guide', 'Pricing']);
  });

  it('keeps the section where the shortened title would read like another page’s', () => {
    const titles = [
      'Overview | Guide',
      'Mocking | Guide',
      'Testing | Guide',
      'Overview | API',
      'Client | API',
      'Server | API',
    ];
    expect(displayTitles(titles, null)).toEqual([
      'Overview | Guide',
      'Mocking',
      'Testing',
      'Overview | API',
      'Client',
      'Server',
    ]);
  });

  it('keeps the subject of a series whose titles all start alike, and long shared endings', () => {
    const series = [
      'Part 1 - Writing a compiler',
      'Part 2 - Writing a compiler',
      'Part 3 - Writing a compiler',
    ];
    expect(displayTitles(series, null)).toEqual(series);
    const long = [
      'Alpha | Notes from the field in 2024',
      'Beta | Notes from the field in 2024',
      'Gamma | Notes from the field in 2024',
    ];
    expect(displayTitles(long, null)).toEqual(long);
  });
});
