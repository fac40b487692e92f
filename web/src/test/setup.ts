import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom does not lay pages out, so it has no scrolling; the app calls these on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => cleanup());
