import { Navigate, Route, Routes } from '@portal/router';
import type { ReactNode } from 'react';
import { paths } from '@portal/ui-core';

/**
 * A section's own routes (docs/product.md "Screens", route table), relative to the path the shell mounts it
 * at. A path under the section that none of them matches redirects to /app, as any other path
 * does: the section alone knows its routes, so it is the one that says a path is unknown.
 */
export function SectionRoutes({ children }: { children: ReactNode }) {
  return (
    <Routes>
      {children}
      <Route path="*" element={<Navigate to={paths.app} replace />} />
    </Routes>
  );
}
