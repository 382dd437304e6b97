import { DomainError, RECORD_KINDS, statusAfterSave, type RecordDetails, type RecordEvent, type RecordKind } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

/** One back-office record's stream `{kind}-{orgId}.{key}`: what it says now and its status. */
export interface RecordState {
  exists: boolean;
  orgId: string;
  details: RecordDetails | null;
  status: string;
}

type Ref = { kind: RecordKind; key: string; orgId: string };
type RecordCommandData = {
  SaveRecord: Ref & { details: RecordDetails };
  ChangeRecordStatus: Ref & { status: string; note?: string };
  LogEnquiry: Ref & { note: string; nextFollowUp?: string };
};
export type RecordCommandMessage = {
  [T in keyof RecordCommandData]: { type: T; data: RecordCommandData[T]; context: Command['context'] };
}[keyof RecordCommandData];

export const initialRecordState = (): RecordState => ({ exists: false, orgId: '', details: null, status: '' });

export const evolveRecord = (state: RecordState, event: RecordEvent): RecordState => {
  switch (event.type) {
    case 'RecordSaved':
      return { exists: true, orgId: event.data.orgId, details: event.data.details, status: event.data.status };
    case 'RecordStatusChanged':
      return { ...state, status: event.data.status };
    case 'EnquiryLogged':
      return state;
  }
};

/** Outside its organisation a record does not exist, so keys cannot be probed or taken over. */
const requireOwn = (state: RecordState, orgId: string, label: string): void => {
  if (!state.exists || state.orgId !== orgId) throw new DomainError('RECORD_NOT_FOUND', `This organisation has no such ${label}`, 'key');
};

export const decideRecord = (command: RecordCommandMessage, state: RecordState): RecordEvent[] => {
  const { kind, key, orgId } = command.data;
  const spec = RECORD_KINDS[kind];
  const label = spec.label.toLowerCase();
  const ref = { kind, key, orgId };
  const by = command.context.userId;
  switch (command.type) {
    case 'SaveRecord': {
      if (state.exists && state.orgId !== orgId) requireOwn(state, orgId, label);
      if (state.exists && (spec.final as readonly string[]).includes(state.status))
        throw new DomainError('STATUS_CHANGE_NOT_ALLOWED', `A record that is ${state.status} is kept as it was`, 'key');
      if (state.exists && JSON.stringify(state.details) === JSON.stringify(command.data.details)) return [];
      const status = statusAfterSave(
        state.exists && state.details ? { status: state.status, details: state.details } : null,
        kind,
        command.data.details,
      );
      return [{ type: 'RecordSaved', data: { ...ref, details: command.data.details, savedBy: by, status } }];
    }
    case 'ChangeRecordStatus': {
      requireOwn(state, orgId, label);
      const { status, note } = command.data;
      if (!(spec.statuses as readonly string[]).includes(status))
        throw new DomainError('VALIDATION_FAILED', `must be one of ${spec.statuses.join(', ')}`, 'status');
      if (status === state.status) return [];
      if ((spec.final as readonly string[]).includes(state.status))
        throw new DomainError('STATUS_CHANGE_NOT_ALLOWED', `A record that is ${state.status} stays so`, 'status');
      return [{ type: 'RecordStatusChanged', data: { ...ref, from: state.status, status, by, ...(note ? { note } : {}) } }];
    }
    case 'LogEnquiry': {
      requireOwn(state, orgId, label);
      const { note, nextFollowUp } = command.data;
      return [{ type: 'EnquiryLogged', data: { ...ref, note, by, at: command.context.now, ...(nextFollowUp ? { nextFollowUp } : {}) } }];
    }
  }
};

export const recordDecider: Decider<RecordCommandMessage, RecordEvent, RecordState> = {
  initialState: initialRecordState,
  evolve: evolveRecord,
  decide: decideRecord,
};
