import { renderWithProviders } from '@portal/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { CopyablePromotionCodes } from './CopyablePromotionCodes';

const codes = [
  { code: 'SPRING', attributions: 4 },
  { code: 'AUTUMN', attributions: 0 },
];

function setup() {
  // jsdom has no clipboard: give the page one whose writes the test can see.
  const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderWithProviders(<CopyablePromotionCodes codes={codes} />);
  /** Clicks a code's chip and lets the clipboard's promise settle, without moving the clock. */
  const copy = (label: string) =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Copy ${label}` }));
    });
  return { copy, writeText };
}

describe('CopyablePromotionCodes', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('shows each code with its attributions and the hint about the numbers', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Copy SPRING (4)' })).toHaveTextContent('SPRING (4)');
    expect(screen.getByRole('button', { name: 'Copy AUTUMN (0)' })).toBeInTheDocument();
    expect(screen.getByText(/numbers in parentheses are attribution counts/)).toBeInTheDocument();
  });

  it('copies the code itself and confirms it for 2 seconds', async () => {
    const { copy, writeText } = setup();

    await copy('SPRING (4)');

    expect(writeText).toHaveBeenCalledWith('SPRING');
    expect(screen.getByRole('status')).toHaveTextContent('✓ Copied!');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('✓ Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('✓ Copied!')).not.toBeInTheDocument();
  });

  it('restarts the 2 seconds when another code is copied', async () => {
    const { copy, writeText } = setup();
    await copy('SPRING (4)');
    act(() => jest.advanceTimersByTime(1500));

    await copy('AUTUMN (0)');
    act(() => jest.advanceTimersByTime(1500));

    expect(screen.getAllByText('✓ Copied!')).toHaveLength(1);
    expect(writeText).toHaveBeenLastCalledWith('AUTUMN');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('✓ Copied!')).not.toBeInTheDocument();
  });

  it('tells the user in a toast when the browser refuses to copy', async () => {
    const { copy, writeText } = setup();
    writeText.mockRejectedValue(new Error('denied'));

    await copy('SPRING (4)');

    expect(await screen.findByText('Could not copy the code to the clipboard')).toBeInTheDocument();
    expect(screen.queryByText('✓ Copied!')).not.toBeInTheDocument();
  });
});
