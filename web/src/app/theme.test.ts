import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { SUBTLE_BACKGROUND, theme } from './theme';

const WHITE = '#ffffff';
const AA_TEXT = 4.5;
const { palette } = theme;
const colours = ['primary', 'secondary', 'error', 'success', 'warning', 'info'] as const;

describe('theme colours meet WCAG 2.1 AA', () => {
  it.each(colours)('%s.main reads as text on white and on the subtle background', (name) => {
    expect(getContrastRatio(palette[name].main, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(palette[name].main, SUBTLE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(colours)('%s.contrastText reads on %s.main and on its hover shade', (name) => {
    expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(palette[name].contrastText, palette[name].dark)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('body and secondary text read on every page background', () => {
    for (const background of [palette.background.default, palette.background.paper, SUBTLE_BACKGROUND]) {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('uses the platform font stack only (no web fonts)', () => {
    expect(theme.typography.fontFamily).toMatch(/^system-ui/);
  });

  it('sets the spec tooltip delays (700 ms, then 300 ms between tooltips)', () => {
    expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({ enterDelay: 700, enterNextDelay: 300 });
  });
});
