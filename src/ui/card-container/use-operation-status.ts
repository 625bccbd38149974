import { useState, useSyncExternalStore } from 'react';
import { type OperationState, OperationStatus } from '../../core/status/operation-status.ts';

/**
 * A component-owned operation status machine (spec §4) and its current state, for CardContainer:
 * `const [state, status] = useOperationStatus(); status.startProcessing(); <CardContainer status={state}>`.
 */
export function useOperationStatus(initial?: OperationState['status']): [OperationState, OperationStatus] {
  const [machine] = useState(() => new OperationStatus(initial));
  const state = useSyncExternalStore(
    (listener) => machine.subscribe(listener),
    () => machine.get(),
  );
  return [state, machine];
}
