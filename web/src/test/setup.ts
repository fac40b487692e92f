import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// How long a wait for a condition (findBy*, waitFor) keeps looking before it gives up. Pages render
// lazily loaded parts and lists from deferred values (React transitions) in the background; in jsdom
// on a 2-core machine shared with other suites that took over a second now and then, past the 1 s
// default, for a condition that then came. A ceiling only matters when the condition never comes:
// it is not a timing assertion, and no test here depends on it being short.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not lay pages out, so it has no scrolling; the app calls these on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => cleanup());
