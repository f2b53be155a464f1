import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentLanguage } from './DocumentLanguage';

describe('DocumentLanguage', () => {
  it('sets and follows the document language', () => {
    const { rerender } = render(<DocumentLanguage lang="de" />);
    expect(document.documentElement.lang).toBe('de');
    rerender(<DocumentLanguage lang="sl" />);
    expect(document.documentElement.lang).toBe('sl');
  });
});
