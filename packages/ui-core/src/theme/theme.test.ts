import { getContrastRatio } from '@mui/material/styles';
import { createPortalTheme } from './theme';

// WCAG AA for normal-size text.
const AA = 4.5;
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const theme = createPortalTheme(mode);

  it.each(COLOURS)('puts readable text on a filled %s surface (chips, buttons)', (colour) => {
    const { main, contrastText } = theme.palette[colour];
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(AA);
  });

  it('draws initials readably on a default avatar, alone or in a chip', () => {
    const avatar = theme.components?.MuiAvatar?.styleOverrides?.colorDefault as Record<string, string>;
    const chipAvatar = theme.components?.MuiChip?.styleOverrides?.avatar as Record<string, string>;
    for (const { color, backgroundColor } of [avatar, chipAvatar]) {
      expect(getContrastRatio(color!, backgroundColor!)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('rings the keyboard focus in the primary colour', () => {
    expect(theme.focusVisible).toMatchObject({
      outlineStyle: 'solid',
      outlineColor: theme.palette.primary.main,
    });
  });
});
