import React from 'react';
import {ChartColumn, DatabaseZap, GitBranch, GraduationCap, Puzzle, Workflow, type LucideIcon} from 'lucide-react';
import type {ServiceIconName} from '@site/src/data/services';

/** Named imports keep only these six icons in the bundle; the Record type keeps the map complete. */
const icons: Record<ServiceIconName, LucideIcon> = {
  ChartColumn,
  DatabaseZap,
  GitBranch,
  GraduationCap,
  Puzzle,
  Workflow,
};

export default function ServiceIcon({name, size = 24}: {name: ServiceIconName; size?: number}): React.ReactElement {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" size={size} />;
}
