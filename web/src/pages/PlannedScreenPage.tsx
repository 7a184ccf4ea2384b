import { NonIdealState } from '@blueprintjs/core';

export interface PlannedScreenPageProps {
  title: string;
}

export function PlannedScreenPage({ title }: PlannedScreenPageProps) {
  return (
    <NonIdealState icon="build" title={title} description="This screen is coming in a later release of Dealbook." />
  );
}
