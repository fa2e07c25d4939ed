import React from 'react';
import {ChartColumn, DatabaseZap, GitBranch, GraduationCap, Puzzle, Workflow, type LucideIcon} from 'lucide-react';
import type {ServiceIconName} from '@site/src/data/services';

/**
 * The services' icons: the one map from an icon name of src/data/services.ts
 * to its component. Named imports keep only these icons in the bundle; the
 * Record type keeps the map complete.
 */
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
