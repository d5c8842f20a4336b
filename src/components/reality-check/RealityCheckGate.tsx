import { lazy, Suspense } from 'react';
import { useRealityCheck, useRealityCheckDue } from '../../app/reality-check-hooks';

/** The dialog's code and texts load the first time it is due (a chunk of its own). */
const RealityCheckDialog = lazy(async () => ({ default: (await import('./RealityCheckDialog')).RealityCheckDialog }));

/** Where the reality check's dialog shows over any page of the layout (issue 21 §1). */
export function RealityCheckGate() {
  const check = useRealityCheck();
  const due = useRealityCheckDue(check);
  if (!check || !due) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog check={check} />
    </Suspense>
  );
}
