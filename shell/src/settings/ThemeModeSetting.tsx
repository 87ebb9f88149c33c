import {
  COLOR_MODES,
  setColorMode,
  ToggleButton,
  ToggleButtonGroup,
  useColorMode,
  type ColorMode,
} from '@portal/ui';

const MODE_LABELS: Record<ColorMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Light, dark or the system's choice; remembered in this browser. */
export function ThemeModeSetting() {
  const mode = useColorMode();
  return (
    <ToggleButtonGroup
      exclusive
      value={mode}
      onChange={(_event, next: ColorMode | null) => next && setColorMode(next)}
      aria-label="Theme mode"
      size="small"
    >
      {COLOR_MODES.map((option) => (
        <ToggleButton key={option} value={option}>
          {MODE_LABELS[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
