import { QUICK_FIND } from '@portal/contract';
import { useNavigate } from '@portal/router';
import { useDebouncedValue } from '@portal/list-state';
import { Box, TextField, Typography } from '@portal/ui';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { QUICK_FIND_ERROR_TEXT, quickFindPath, useQuickFind } from '../api/quickFind';
import { quickFindGroups, type QuickFindItem } from './quickFindResults';
import { readRecentSearches, rememberSearch } from './recentSearches';
import { QuickFindOptions, type QuickFindOptionGroup } from './QuickFindOptions';
import { TopDialog } from '../layout/TopDialog';

const LISTBOX_ID = 'quick-find-results';
export const QUICK_FIND_PLACEHOLDER = 'Find users, organisations, coupons, invoices…';

type Option = { kind: 'result'; item: QuickFindItem } | { kind: 'recent'; text: string };

function optionKey(option: Option): string {
  return option.kind === 'result' ? option.item.key : `recent-${option.text}`;
}

function statusText(
  text: string,
  answer: ReturnType<typeof useQuickFind>,
  resultCount: number,
): string | null {
  if (!quickFindPath(text)) {
    return text.trim() ? `Type at least ${QUICK_FIND.minLength} characters` : null;
  }
  if (answer.error) return QUICK_FIND_ERROR_TEXT;
  if (!answer.data || answer.isLoading) return 'Searching…';
  return resultCount === 0 ? 'No matches' : null;
}

/** The quick find: one box, results grouped by kind, arrows to move, Enter to open. */
export default function QuickFindDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const [activeIndex, setActiveIndex] = useState(0);
  const searched = useDebouncedValue(text);
  const answer = useQuickFind(searched);

  const resultGroups = quickFindPath(searched) && answer.data ? quickFindGroups(answer.data) : [];
  const groups: QuickFindOptionGroup<Option>[] = text.trim()
    ? resultGroups.map((group) => ({
        title: group.title,
        options: group.items.map((item) => ({ kind: 'result' as const, item })),
      }))
    : [
        {
          title: 'Recent searches',
          options: recent.map((search) => ({ kind: 'recent' as const, text: search })),
        },
      ];
  const options = groups.flatMap((group) => group.options);
  const active = options[Math.min(activeIndex, options.length - 1)];
  const optionId = (option: Option) => `quick-find-option-${options.indexOf(option)}`;
  const activeId = active && optionId(active);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: Option) => {
    if (option.kind === 'recent') {
      setText(option.text);
      setActiveIndex(0);
      return;
    }
    setRecent(rememberSearch(text));
    onClose();
    navigate(option.item.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const current = Math.min(activeIndex, count - 1);
      setActiveIndex((current + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    }
  };

  const status = statusText(searched, answer, resultGroups.length);
  return (
    <TopDialog onClose={onClose} label={{ 'aria-label': 'Quick find' }} width={640}>
      <Box sx={{ p: 2 }}>
        <TextField
          fullWidth
          autoFocus
          type="search"
          value={text}
          placeholder={QUICK_FIND_PLACEHOLDER}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': 'Quick find',
              'aria-expanded': options.length > 0,
              'aria-controls': LISTBOX_ID,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeId,
              maxLength: QUICK_FIND.maxLength,
            },
          }}
        />
      </Box>
      {status && (
        <Typography role="status" color={answer.error ? 'error' : 'text.secondary'} sx={{ px: 2, pb: 2 }}>
          {status}
        </Typography>
      )}
      <QuickFindOptions
        id={LISTBOX_ID}
        groups={groups}
        activeKey={active && optionKey(active)}
        keyOf={optionKey}
        idOf={optionId}
        labelOf={(option) =>
          option.kind === 'result'
            ? { primary: option.item.primary, secondary: option.item.secondary }
            : { primary: option.text, secondary: null }
        }
        onChoose={choose}
        onHover={(option) => setActiveIndex(options.indexOf(option))}
      />
    </TopDialog>
  );
}
