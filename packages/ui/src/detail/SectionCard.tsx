import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: ReactNode;
  /** Controls at the right of the title, e.g. a filter. */
  action?: ReactNode;
  /** The body; wrap text in CardContent, put tables in as they are. */
  children: ReactNode;
}

/** A card holding one part of a detail page: a region named by its h2 title. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId }, action: { sx: { m: 0 } } }}
      />
      {children}
    </Card>
  );
}
