import { describe, expect, it } from 'vitest';
import { clipText, excerpt } from './text.ts';

describe('clipText', () => {
  it('keeps a text within the length as it is', () => {
    expect(clipText('Hello', 5)).toBe('Hello');
    expect(clipText('', 3)).toBe('');
  });

  it('cuts before an emoji that would be split, never through its surrogate pair', () => {
    const text = `${'x'.repeat(138)}😀 thanks`;
    const clipped = clipText(text, 139);
    expect(clipped).toBe('x'.repeat(138));
    expect(clipped.isWellFormed()).toBe(true);
    expect(clipText(text, 140)).toBe(`${'x'.repeat(138)}😀`);
  });

  it('keeps an emoji with its skin tone and a family emoji whole', () => {
    expect(clipText('ab👍🏽cd', 4)).toBe('ab');
    expect(clipText('ab👍🏽cd', 6)).toBe('ab👍🏽');
    expect(clipText('👨‍👩‍👧 family', 5)).toBe('');
    expect(clipText('e\u0301tude', 1)).toBe('');
  });
});

describe('excerpt', () => {
  it('adds an ellipsis only when it cuts', () => {
    expect(excerpt('Short', 140)).toBe('Short');
    expect(excerpt(`${'word '.repeat(40)}`, 20)).toBe('word word word word…');
  });

  it('is well formed whatever the text, and at most the length', () => {
    for (let at = 130; at < 145; at += 1) {
      const text = `${'x'.repeat(at)}${'😀'.repeat(20)}`;
      const preview = excerpt(text, 140);
      expect(preview.isWellFormed(), `emoji from ${at}`).toBe(true);
      expect(preview.length).toBeLessThanOrEqual(140);
      expect(preview.endsWith('…')).toBe(true);
    }
  });
});
