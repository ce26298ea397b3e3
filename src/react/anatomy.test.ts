import { describe, expect, it } from 'vitest';
import { createAnatomy } from './anatomy';

describe('createAnatomy', () => {
  const anatomy = createAnatomy('ask-demo', ['root', 'item']);

  it('marks a part with its scope and name, and selects exactly that pair', () => {
    document.body.innerHTML = '<div data-scope="ask-other" data-part="root"></div>';
    const el = document.createElement('div');
    for (const [name, value] of Object.entries(anatomy.part('root'))) el.setAttribute(name, value);
    document.body.append(el);
    expect(document.querySelectorAll(anatomy.selector('root'))).toHaveLength(1);
    expect(document.querySelector(anatomy.selector('root'))).toBe(el);
    expect(document.querySelector(anatomy.selector('item'))).toBeNull();
  });

  it('returns the same frozen attributes object on every call (no new props per render)', () => {
    expect(anatomy.part('item')).toBe(anatomy.part('item'));
    expect(Object.isFrozen(anatomy.part('item'))).toBe(true);
  });
});
